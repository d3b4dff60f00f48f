import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { guestRowsOf, signInsOf } from '#core/portal/guest_data/queries/guest_data_queries'

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null)

/** Everything stored about an address: its guest record at every venue and each sign-in with the device and time. */
export async function guestDataExport(email: string, trx?: TransactionClientContract) {
  const guests = await guestRowsOf(email, trx)
  const signIns = await signInsOf(
    guests.map((guest) => Number(guest.id)),
    trx
  )
  return {
    email,
    exportedAt: new Date().toISOString(),
    guests: guests.map((guest) => ({
      venue: guest.venue as string,
      email: guest.email as string,
      firstname: guest.firstname,
      lastname: guest.lastname,
      phone: guest.phone,
      marketingOptIn: guest.email_opt_in,
      language: guest.language,
      emailScore: guest.email_score,
      lastDevice: { mac: guest.mac, ip: guest.ip, device: guest.device },
      blocked: guest.blocked,
      signInCount: guest.sign_in_count,
      firstSeenAt: iso(guest.first_seen_at),
      lastSeenAt: iso(guest.last_seen_at),
      signIns: signIns
        .filter((signIn) => Number(signIn.client_id) === Number(guest.id))
        .map((signIn) => ({
          at: iso(signIn.created_at),
          mac: signIn.mac,
          minutes: signIn.minutes,
          status: signIn.status,
          authorizedAt: iso(signIn.authorized_at),
          network: signIn.redirect ?? {},
        })),
    })),
  }
}

export type GuestDataExport = Awaited<ReturnType<typeof guestDataExport>>

const COLUMNS = [
  'venue',
  'email',
  'firstname',
  'lastname',
  'phone',
  'marketing_opt_in',
  'language',
  'blocked',
  'first_seen_at',
  'last_seen_at',
  'sign_in_at',
  'sign_in_mac',
  'sign_in_minutes',
  'sign_in_status',
] as const

/** A quoted CSV cell; text a spreadsheet would run as a formula gets a leading apostrophe (guests typed it). */
function cell(value: unknown) {
  if (value === null || value === undefined) return ''
  const text = String(value)
  return `"${(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text).replaceAll('"', '""')}"`
}

/** The same export as a CSV: one line per sign-in (a guest without sign-ins gets one line of their own). */
export function guestDataCsv(data: GuestDataExport) {
  const lines: string[] = [COLUMNS.join(',')]
  for (const guest of data.guests) {
    const base = [
      guest.venue,
      guest.email,
      guest.firstname,
      guest.lastname,
      guest.phone,
      guest.marketingOptIn,
      guest.language,
      guest.blocked,
      guest.firstSeenAt,
      guest.lastSeenAt,
    ]
    const signIns = guest.signIns.length ? guest.signIns : [null]
    for (const signIn of signIns)
      lines.push(
        [...base, signIn?.at, signIn?.mac, signIn?.minutes, signIn?.status].map(cell).join(',')
      )
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
