import type { AudienceReport } from '@studio/contracts/audience'
import type * as React from 'react'
import { conversionText } from './audience-view'

/** The report's lists, each a titled table, biggest first as the API answers them. */

interface Column<Row> {
  label: string
  cell: (row: Row) => React.ReactNode
  /** Numbers align right. */
  numeric?: boolean
}

function ReportTable<Row>({
  title,
  rows,
  columns,
  rowKey,
  empty = 'Nothing yet in this period.',
}: {
  title: string
  rows: Row[]
  columns: Column<Row>[]
  rowKey: (row: Row) => string
  empty?: string
}) {
  return (
    <section className="audience-list" aria-label={title}>
      <h2 className="audience-list__title">{title}</h2>
      {rows.length === 0 ? (
        <p className="audience-list__empty">{empty}</p>
      ) : (
        <div className="audience-table-scroll">
          <table className="audience-table">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col" className={column.numeric ? 'is-numeric' : undefined}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column, index) =>
                    index === 0 ? (
                      <th key={column.label} scope="row" className="audience-table__name">
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.label} className={column.numeric ? 'is-numeric' : undefined}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

const CASE_STUDY = /^(\/ar)?\/work\/[^/]+$/

const DEVICE_LABELS = { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' } as const
const LANGUAGE_LABELS = { en: 'English', ar: 'Arabic' } as const

const countryName = (() => {
  const names = new Intl.DisplayNames(['en'], { type: 'region' })
  return (code: string) => {
    if (code === 'XX') return 'Unknown'
    try {
      return names.of(code) ?? code
    } catch {
      return code
    }
  }
})()

export function AudienceLists({ report }: { report: AudienceReport }) {
  const views = { label: 'Page views', cell: (row: { views: number }) => row.views, numeric: true }
  const visitors = { label: 'Visitors', cell: (row: { visitors: number }) => row.visitors, numeric: true }
  const enquiries = { label: 'Enquiries', cell: (row: { enquiries: number }) => row.enquiries, numeric: true }
  const conversion = {
    label: 'Conversion',
    cell: (row: { enquiries: number; visitors: number }) => conversionText(row.enquiries, row.visitors),
    numeric: true,
  }
  const caseStudies = report.pages.filter((page) => CASE_STUDY.test(page.path))
  return (
    <div className="audience-lists">
      <ReportTable
        title="Top pages"
        rows={report.pages}
        rowKey={(row) => row.path}
        columns={[{ label: 'Page', cell: (row) => row.path }, views, visitors]}
      />
      <ReportTable
        title="Top case studies"
        rows={caseStudies}
        rowKey={(row) => row.path}
        columns={[{ label: 'Case study', cell: (row) => row.path }, views, visitors]}
      />
      <ReportTable
        title="Sources"
        rows={report.sources}
        rowKey={(row) => row.source}
        columns={[{ label: 'Source', cell: (row) => row.source }, visitors, enquiries, conversion]}
      />
      <ReportTable
        title="Campaigns"
        rows={report.campaigns}
        rowKey={(row) => row.campaign}
        empty="No visit came with a utm_campaign in this period."
        columns={[{ label: 'Campaign', cell: (row) => row.campaign }, visitors, enquiries, conversion]}
      />
      <ReportTable
        title="Countries"
        rows={report.countries}
        rowKey={(row) => row.country}
        columns={[{ label: 'Country', cell: (row) => countryName(row.country) }, visitors, views]}
      />
      <ReportTable
        title="Devices"
        rows={report.devices}
        rowKey={(row) => row.device}
        columns={[{ label: 'Device', cell: (row) => DEVICE_LABELS[row.device] }, visitors, views]}
      />
      <ReportTable
        title="Languages"
        rows={report.languages}
        rowKey={(row) => row.language}
        columns={[{ label: 'Language', cell: (row) => LANGUAGE_LABELS[row.language] }, visitors, views]}
      />
      <ReportTable
        title="Not found"
        rows={report.not_found}
        rowKey={(row) => row.path}
        empty="No address answered not-found in this period."
        columns={[{ label: 'Address', cell: (row) => row.path }, views]}
      />
    </div>
  )
}
