/**
 * RFC 4180 cells and rows (CRLF line ends). Every cell is quoted (inner quotes doubled), so no
 * separator a spreadsheet might guess (`,` `;` a tab) and no line break can move text into another
 * cell or row. A cell a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a
 * carriage return) also gets a leading ', so opening an export never executes what a visitor typed
 * into the contact form (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value)
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return `"${safe.replaceAll('"', '""')}"`
}

export function csvRow(cells: ReadonlyArray<string | number | null>): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}
