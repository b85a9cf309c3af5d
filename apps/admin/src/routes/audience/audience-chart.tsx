import type { AudienceReport } from '@studio/contracts/audience'

/**
 * Visitors and enquiries per day as an SVG drawn here (no chart library: this screen's module is
 * the only one that carries it), with the same figures as a table a keyboard or screen reader user
 * opens from the summary under it.
 */

const WIDTH = 720
const HEIGHT = 220
const PAD = { top: 6, right: 4, bottom: 6, left: 4 }

/** A rounded top for the value axis: 1, 2 or 5 times a power of ten, at least `max`. */
function axisTop(max: number): number {
  if (max <= 1) return 1
  const power = 10 ** Math.floor(Math.log10(max))
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power
  return 10 * power
}

/** "3 Jun" for 2031-06-03 (the day as written, never shifted by the browser's zone). */
export function shortDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )
}

export function AudienceChart({ days }: { days: AudienceReport['days'] }) {
  const top = axisTop(Math.max(0, ...days.map((day) => Math.max(day.visitors, day.enquiries))))
  const plotWidth = WIDTH - PAD.left - PAD.right
  const plotHeight = HEIGHT - PAD.top - PAD.bottom
  const slot = plotWidth / Math.max(days.length, 1)
  const x = (index: number) => PAD.left + slot * index + slot / 2
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight
  const totalVisitors = days.reduce((sum, day) => sum + day.visitors, 0)
  const totalEnquiries = days.reduce((sum, day) => sum + day.enquiries, 0)
  const first = days[0]
  const last = days[days.length - 1]
  const label =
    first && last
      ? `Visitors and enquiries per day from ${shortDate(first.date)} to ${shortDate(last.date)}: ${totalVisitors} visitors and ${totalEnquiries} enquiries in all. The table below gives each day.`
      : 'No days in this period.'
  const line = days.map((day, index) => `${index === 0 ? 'M' : 'L'}${x(index)},${y(day.enquiries)}`).join(' ')

  return (
    <figure className="audience-chart">
      <ul className="audience-chart__legend" aria-hidden="true">
        <li className="audience-chart__key audience-chart__key--visitors">Visitors</li>
        <li className="audience-chart__key audience-chart__key--enquiries">Enquiries</li>
      </ul>
      <div className="audience-chart__plot">
        <div className="audience-chart__scale" aria-hidden="true">
          <span>{top}</span>
          <span>{top / 2}</span>
          <span>0</span>
        </div>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} preserveAspectRatio="none">
          {[0, top / 2, top].map((value) => (
            <line
              key={value}
              className="audience-chart__grid"
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(value)}
              y2={y(value)}
            />
          ))}
          {days.map((day, index) => (
            <rect
              key={day.date}
              className="audience-chart__bar"
              x={x(index) - Math.max(slot * 0.35, 0.5)}
              width={Math.max(slot * 0.7, 1)}
              y={y(day.visitors)}
              height={Math.max(PAD.top + plotHeight - y(day.visitors), 0)}
            />
          ))}
          {days.length > 0 ? <path className="audience-chart__line" d={line} /> : null}
        </svg>
      </div>
      <div className="audience-chart__dates" aria-hidden="true">
        <span>{first ? shortDate(first.date) : ''}</span>
        <span>{last && last !== first ? shortDate(last.date) : ''}</span>
      </div>
      <details className="audience-chart__table">
        <summary>Show each day as a table</summary>
        <div className="audience-table-scroll">
          <table className="audience-table">
            <caption className="ui-visually-hidden">Visitors, page views and enquiries per day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Visitors</th>
                <th scope="col">Page views</th>
                <th scope="col">Enquiries</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{day.date}</th>
                  <td>{day.visitors}</td>
                  <td>{day.views}</td>
                  <td>{day.enquiries}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
