import db from '@adonisjs/lucid/services/db'
import { csvCell, writeCsv } from '#kernel/csv/write_csv'

const VENUE_COLUMNS = [
  'id',
  'name',
  'venue_name',
  'address',
  'zipcode',
  'city',
  'country',
  'type',
  'status',
  'plan',
  'caas',
  'failover',
  'connection_type',
  'amount_gateways',
  'amount_aps',
  'amount_switches',
  'created_at',
] as const

const GUEST_COLUMNS = [
  'id',
  'venue_id',
  'email',
  'firstname',
  'lastname',
  'phone',
  'email_opt_in',
  'language',
  'mac',
  'sign_in_count',
  'first_seen_at',
  'last_seen_at',
] as const

const GUEST_BATCH = 2000

export function customerVenues(customerId: number) {
  return db
    .from('locations')
    .where('customer_id', customerId)
    .orderBy('id')
    .select(...VENUE_COLUMNS)
}

export const venuesCsv = (venues: Array<Record<(typeof VENUE_COLUMNS)[number], unknown>>) =>
  writeCsv(VENUE_COLUMNS, venues)

/** Who may see the customer: users granted on it, on its group or on one of its venues, with what they hold. */
export async function usersCsv(customerId: number, groupId: number | null, venueIds: number[]) {
  const rows = await db
    .from('access_grants as held')
    .join('users as member', 'member.id', 'held.user_id')
    .where((scope) => {
      scope.where({ 'held.subject_type': 'customer', 'held.subject_id': customerId })
      if (groupId) scope.orWhere({ 'held.subject_type': 'group', 'held.subject_id': groupId })
      if (venueIds.length > 0)
        scope.orWhere((venue) =>
          venue.where('held.subject_type', 'location').whereIn('held.subject_id', venueIds)
        )
    })
    .orderBy('member.email')
    .orderBy('held.id')
    .select(
      'member.id as user_id',
      'member.email',
      'member.firstname',
      'member.name',
      'member.lang as language',
      'held.subject_type',
      'held.subject_id',
      db.raw("array_to_string(held.permissions, ' ') as permissions"),
      'member.last_login_at'
    )
  return writeCsv(
    [
      'user_id',
      'email',
      'firstname',
      'name',
      'language',
      'subject_type',
      'subject_id',
      'permissions',
      'last_login_at',
    ] as const,
    rows
  )
}

/** Amounts in the currency's units with two decimals, as the invoice shows them. */
export async function invoicesCsv(customerId: number) {
  const rows = await db
    .from('invoices')
    .where('customer_id', customerId)
    .orderBy('stripe_created_at')
    .orderBy('id')
    .select(
      'number',
      'stripe_status as status',
      'currency',
      'total',
      'amount_due',
      'amount_paid',
      'due_date',
      'paid_at',
      'stripe_created_at as created_at',
      'hosted_invoice_url',
      'invoice_pdf'
    )
  const money = (cents: unknown) => (Number(cents) / 100).toFixed(2)
  return writeCsv(
    [
      'number',
      'status',
      'currency',
      'total',
      'amount_due',
      'amount_paid',
      'due_date',
      'paid_at',
      'created_at',
      'hosted_invoice_url',
      'invoice_pdf',
    ] as const,
    rows.map((row) => ({
      ...row,
      total: money(row.total),
      amount_due: money(row.amount_due),
      amount_paid: money(row.amount_paid),
    }))
  )
}

/**
 * The guests of the customer's venues, read in batches by id and written as they come: a customer with many
 * guests never has them all in memory.
 */
export async function* guestsCsvLines(venueIds: number[]) {
  yield `\uFEFF${GUEST_COLUMNS.join(',')}\r\n`
  if (venueIds.length === 0) return
  let after = 0
  for (;;) {
    const rows = await db
      .from('portal_clients as guest')
      .join('portals as portal', 'portal.id', 'guest.portal_id')
      .whereIn('portal.location_id', venueIds)
      .where('guest.id', '>', after)
      .orderBy('guest.id')
      .limit(GUEST_BATCH)
      .select(
        'guest.id',
        'portal.location_id as venue_id',
        'guest.email',
        'guest.firstname',
        'guest.lastname',
        'guest.phone',
        'guest.email_opt_in',
        'guest.language',
        'guest.mac',
        'guest.sign_in_count',
        'guest.first_seen_at',
        'guest.last_seen_at'
      )
    if (rows.length === 0) return
    yield rows
      .map((row) => `${GUEST_COLUMNS.map((column) => csvCell(row[column])).join(',')}\r\n`)
      .join('')
    after = Number(rows[rows.length - 1].id)
  }
}
