/**
 * RFC 4180 cells and rows (CRLF line ends). A cell a spreadsheet would run as a formula (starting
 * with =, +, -, @, a tab or a carriage return) gets a leading ' and is always quoted, so opening an
 * export never executes what a visitor typed into the contact form (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

export function csvCell(value: string | number | null): string {
  if (value === null) return ''
  const text = String(value)
  if (FORMULA_START.test(text)) return `"'${text.replaceAll('"', '""')}"`
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function csvRow(cells: ReadonlyArray<string | number | null>): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}
