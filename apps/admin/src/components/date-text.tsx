import { formatDate, isoDate } from '../lib/format-date'

export function DateText({ value, withTime = false }: { value: string; withTime?: boolean }) {
  return (
    <time dateTime={isoDate(value)} className="date-text">
      {formatDate(value, withTime)}
    </time>
  )
}
