import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { onTestFinished, vi } from 'vitest'
import { renderApp } from '../../test-support/render-app'
import { callApi, startSignedIn } from '../../test-support/seed'
import { adminPath } from '../../test-support/test-api'
import { recordVisits } from './audience-seed'

/** The rows of a titled list of the report, as text cells. */
function rowsOf(title: string): string[][] {
  const list = screen.getByRole('region', { name: title })
  return within(list)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''))
}

function total(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' })
  return term.nextElementSibling?.textContent ?? ''
}

describe('Audience screen', () => {
  it('shows the visits and the enquiry they brought: totals, conversion, sources, pages and not-found addresses', async () => {
    const api = await startSignedIn()
    await recordVisits(api)
    renderApp('/admin/audience', api)

    expect(await screen.findByRole('heading', { name: 'Audience', level: 1 })).toBeInTheDocument()
    await screen.findByText('Visitors', { selector: 'dt' })
    expect(total('Visitors')).toBe('3')
    expect(total('Page views')).toBe('4')
    expect(total('Enquiries')).toBe('1')
    expect(total('Conversion rate')).toBe('33.3%')
    expect(rowsOf('Sources')).toEqual([
      ['newsletter', '1', '1', '100.0%'],
      expect.arrayContaining(['0', '0.0%']),
      expect.arrayContaining(['0', '0.0%']),
    ])
    expect(
      rowsOf('Sources')
        .map((row) => row[0])
        .sort(),
    ).toEqual(['direct', 'linkedin.com', 'newsletter'])
    expect(rowsOf('Campaigns')).toEqual([['june-launch', '1', '1', '100.0%']])
    expect(rowsOf('Top case studies')).toEqual([['/work/harbourline-banking-app', '2', '2']])
    expect(rowsOf('Not found')).toEqual([['/old-page', '1']])
    expect(
      rowsOf('Devices')
        .map((row) => row[0])
        .sort(),
    ).toEqual(['Desktop', 'Mobile'])
    expect(
      rowsOf('Languages')
        .map((row) => row[0])
        .sort(),
    ).toEqual(['Arabic', 'English'])
  })

  it('gives the chart a table of every day that a keyboard user opens from its summary', async () => {
    // One fixed instant, midday in the studio's zone (Africa/Cairo), for the visits, the API's clock
    // and the screen's today (it reads `new Date()`): the last row is the visits' day on any run.
    const at = new Date('2031-06-03T10:00:00Z')
    vi.useFakeTimers({ toFake: ['Date'] })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    vi.setSystemTime(at)
    const api = await startSignedIn()
    api.server.setNow(at)
    await recordVisits(api, at)
    renderApp('/admin/audience?period=7', api)

    const chart = await screen.findByRole('img', { name: /3 visitors and 1 enquiries in all/ })
    expect(chart).toBeInTheDocument()
    const summary = screen.getByText('Show each day as a table')
    summary.focus()
    await userEvent.keyboard('{Enter}')
    const table = screen.getByRole('table', { name: 'Visitors, page views and enquiries per day' })
    const days = within(table).getAllByRole('row').slice(1)
    expect(days).toHaveLength(7)
    expect(within(days[6]!).getByRole('rowheader')).toHaveTextContent('2031-06-03')
    expect(
      within(days[6]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '4', '1'])
  })

  it('reads one language, and another period, from the address', async () => {
    const api = await startSignedIn()
    await recordVisits(api)
    const { router } = renderApp('/admin/audience', api)
    await screen.findByText('Visitors', { selector: 'dt' })
    expect(screen.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page')

    await userEvent.selectOptions(screen.getByLabelText('Language'), 'Arabic')
    await userEvent.click(screen.getByRole('button', { name: 'Show' }))
    await waitFor(() => expect(total('Visitors')).toBe('1'))
    expect(total('Page views')).toBe('1')
    expect(router.state.location.search).toContain('language=ar')

    await userEvent.click(screen.getByRole('link', { name: 'Last 90 days' }))
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Last 90 days' })).toHaveAttribute('aria-current', 'page'),
    )
    expect(router.state.location.search).toBe('?period=90&language=ar')
    expect(total('Visitors')).toBe('1')
  })

  it('switches measurement off and keeps raw views for the days chosen', async () => {
    const api = await startSignedIn()
    renderApp('/admin/audience', api)
    const measure = await screen.findByRole('checkbox', { name: /Measure visits/ })
    expect(measure).toBeChecked()

    await userEvent.click(measure)
    const days = screen.getByRole('spinbutton', { name: 'Keep raw views for (days)' })
    await userEvent.clear(days)
    await userEvent.type(days, '30')
    await userEvent.click(screen.getByRole('button', { name: 'Save measurement' }))

    expect(await screen.findByText('Measurement settings saved.')).toBeInTheDocument()
    expect(await screen.findByText(/Measurement is off/)).toBeInTheDocument()
    expect(await callApi(api, 'GET', adminPath('/settings/audience'))).toEqual({
      enabled: false,
      time_zone: 'Africa/Cairo',
      raw_view_days: 30,
    })
  })
})
