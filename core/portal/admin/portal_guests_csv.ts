import { writeCsv } from '#kernel/csv/write_csv'

/** The columns of a portal's guest export, in order. */
export const EXPORT_COLUMNS = [
  'email',
  'firstname',
  'lastname',
  'phone',
  'email_opt_in',
  'language',
  'mac',
  'device',
  'blocked',
  'sign_in_count',
  'first_seen_at',
  'last_seen_at',
] as const

type Row = Record<(typeof EXPORT_COLUMNS)[number], unknown>

export function guestsCsv(rows: Row[]) {
  return writeCsv(EXPORT_COLUMNS, rows)
}
