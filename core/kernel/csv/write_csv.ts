/**
 * One CSV cell: quoted, quotes doubled; text a spreadsheet would run as a formula (users type these values) gets a
 * leading apostrophe. Numbers stay numbers: a negative one (a longitude west of Greenwich) is no formula.
 */
export function csvCell(value: unknown) {
  if (value === null || value === undefined) return ''
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value)
  const safe = typeof value !== 'number' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return `"${safe.replaceAll('"', '""')}"`
}

/** RFC 4180 CSV with a header row, CRLF line ends and a byte-order mark so spreadsheets read it as UTF-8. */
export function writeCsv<Column extends string>(
  columns: readonly Column[],
  rows: Array<Record<Column, unknown>>
) {
  const lines = [
    columns.join(','),
    ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(',')),
  ]
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
