import db from '@adonisjs/lucid/services/db'

/** A guest this portal already has, as far as a new sign-in needs to know: what they gave before. */
export interface KnownGuest {
  id: number
  email: string | null
  firstname: string | null
  lastname: string | null
  phone: string | null
  optedIn: boolean
  termsAccepted: boolean
  blocked: boolean
}

const COLUMNS = [
  'id',
  'email',
  'firstname',
  'lastname',
  'phone',
  'email_opt_in',
  'terms_accepted_at',
  'blocked',
]

function known(row: any): KnownGuest | null {
  if (!row) return null
  return {
    id: Number(row.id),
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    phone: row.phone,
    optedIn: row.email_opt_in === true,
    termsAccepted: row.terms_accepted_at !== null,
    blocked: row.blocked === true,
  }
}

/** The guest the portal's cookie names (returning_guest_cookie.ts), if that guest still exists. */
export async function guestByKey(portalId: number, key: string | null) {
  if (!key) return null
  return known(
    await db
      .from('portal_clients')
      .where({ portal_id: portalId, guest_key: key })
      .select(COLUMNS)
      .first()
  )
}

/** The guest of an address typed on this portal (addresses are compared trimmed and without case). */
export async function guestByEmail(portalId: number, email: string) {
  return known(
    await db
      .from('portal_clients')
      .where('portal_id', portalId)
      .whereRaw('lower(email) = lower(?)', [email.trim()])
      .select(COLUMNS)
      .first()
  )
}
