import type { AdminClient } from '@studio/contracts'
import type { AudienceReport, AudienceSettings } from '@studio/contracts/audience'
import { Skeleton } from '@studio/ui/skeleton'
import { Form, Link, useLoaderData, useNavigation } from 'react-router'
import * as z from 'zod/mini'
import { PageHeader } from '../../components/page-header'
import { Deferred } from '../../lib/deferred-view'
import { answer, type LazyScreen, markRejectionHandled, withSession } from '../../lib/route-data'
import { AudienceChart } from './audience-chart'
import { AudienceLists } from './audience-lists'
import {
  type AudienceView,
  audienceSearch,
  conversionText,
  PERIODS,
  readAudienceView,
  studioToday,
} from './audience-view'
import { MeasurementSettings } from './measurement-settings'
import './audience.css'
import { SelectField } from '../../components/select-options'

interface AudienceData {
  settings: AudienceSettings
  view: AudienceView
  report: Promise<AudienceReport>
}

/** What the measurement form posts (a checkbox is absent when unticked). */
const PostedSettingsSchema = z.object({
  enabled: z.optional(z.literal('on')),
  time_zone: z.string(),
  raw_view_days: z.string(),
})

/** /admin/audience: who visits, from where, and which visits became enquiries (daily totals only). */
export function audienceRoute(client: AdminClient): LazyScreen {
  return {
    loader: ({ request }) =>
      withSession(request, async (): Promise<AudienceData> => {
        const settings = await client.audienceSettings()
        const view = readAudienceView(
          new URL(request.url).searchParams,
          studioToday(settings.time_zone, new Date()),
        )
        const report = markRejectionHandled(
          client.audienceReport({
            from: view.from,
            to: view.to,
            ...(view.language ? { language: view.language } : {}),
          }),
        )
        return { settings, view, report }
      }),
    action: async ({ request }) => {
      const posted = PostedSettingsSchema.parse(Object.fromEntries(await request.formData()))
      const days = Number(posted.raw_view_days)
      return answer(request, 'measurement', () =>
        client.saveAudienceSettings({
          enabled: posted.enabled === 'on',
          time_zone: posted.time_zone,
          raw_view_days: Number.isInteger(days) ? days : Number.NaN,
        }),
      )
    },
    Component: AudiencePage,
  }
}

function AudiencePage() {
  const { settings, view, report } = useLoaderData<AudienceData>()
  return (
    <>
      <PageHeader
        title="Audience"
        subtitle="Who visits the site, where they came from, and which visits became enquiries."
      />
      {settings.enabled ? null : (
        <p className="audience-off" role="status">
          Measurement is off: no visit is recorded until it is switched on below.
        </p>
      )}
      <PeriodFilters view={view} />
      <Deferred value={report} fallback={<ReportSkeleton />}>
        {(figures) => <AudienceFigures report={figures} />}
      </Deferred>
      <MeasurementSettings settings={settings} />
    </>
  )
}

const LANGUAGE_OPTIONS = [
  { value: '', label: 'Both languages' },
  { value: 'en', label: 'English' },
  { value: 'ar', label: 'Arabic' },
] as const

/** The period (7, 30, 90 days, or chosen dates) and the language, as links and a GET form. */
function PeriodFilters({ view }: { view: AudienceView }) {
  const navigation = useNavigation()
  const busy = navigation.state === 'loading' && navigation.location?.pathname === '/admin/audience'
  return (
    <div className="audience-filters" aria-busy={busy}>
      <nav aria-label="Period" className="audience-periods">
        {PERIODS.map((days) => (
          <Link
            key={days}
            to={`/admin/audience${audienceSearch({ period: days, language: view.language })}`}
            className="audience-periods__link"
            aria-current={view.period === days ? 'page' : undefined}
          >
            Last {days} days
          </Link>
        ))}
      </nav>
      <Form method="get" className="audience-range" aria-label="Choose dates and language">
        <label className="ui-field">
          <span className="ui-field__label">From</span>
          <input className="ui-field__control" type="date" name="from" defaultValue={view.from} required />
        </label>
        <label className="ui-field">
          <span className="ui-field__label">To</span>
          <input className="ui-field__control" type="date" name="to" defaultValue={view.to} required />
        </label>
        <SelectField
          label="Language"
          options={LANGUAGE_OPTIONS}
          name="language"
          defaultValue={view.language ?? ''}
        />
        <button type="submit" className="ui-button ui-button--secondary">
          Show
        </button>
      </Form>
    </div>
  )
}

function AudienceFigures({ report }: { report: AudienceReport }) {
  const { visitors, views, enquiries } = report.totals
  const totals = [
    { label: 'Visitors', value: String(visitors) },
    { label: 'Page views', value: String(views) },
    { label: 'Enquiries', value: String(enquiries) },
    { label: 'Conversion rate', value: conversionText(enquiries, visitors) },
  ]
  return (
    <>
      <dl className="audience-totals">
        {totals.map((total) => (
          <div key={total.label} className="audience-totals__item">
            <dt>{total.label}</dt>
            <dd>{total.value}</dd>
          </div>
        ))}
      </dl>
      <AudienceChart days={report.days} />
      <AudienceLists report={report} />
    </>
  )
}

function ReportSkeleton() {
  return (
    <div aria-busy="true">
      <p className="ui-visually-hidden">Loading the figures…</p>
      <Skeleton className="audience-skeleton" />
    </div>
  )
}

export { AudiencePage }
