/** The columns of a portal's guest export, in order. */
export const EXPORT_COLUMNS = [
  'email', 'firstname', 'lastname', 'phone', 'email_opt_in', 'language', 'mac', 'device', 'blocked', 'sign_in_count', 'first_seen_at', 'last_seen_at',
] as const

type Row = Record<(typeof EXPORT_COLUMNS)[number], unknown>

/**
 * One CSV cell: quoted, quotes doubled; text a spreadsheet would run as a formula (guests type these values) gets a
 * leading apostrophe.
 */
function cell(value: unknown) {
  if (value === null || value === undefined) return ''
  const text = value instanceof Date ? value.toISOString() : String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return `"${safe.replaceAll('"', '""')}"`
}

/** RFC 4180 CSV with a header row, CRLF line ends and a byte-order mark so spreadsheets read it as UTF-8. */
export function guestsCsv(rows: Row[]) {
  const lines = [EXPORT_COLUMNS.join(','), ...rows.map((row) => EXPORT_COLUMNS.map((column) => cell(row[column])).join(','))]
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
