import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** Whether any portal keeps a guest with this address (whatever its case). */
export async function holdsGuestData(email: string) {
  const row = await db
    .from('portal_clients')
    .whereRaw('lower(email) = lower(?)', [email])
    .select('id')
    .first()
  return Boolean(row)
}

/** The guest rows of an address across every portal, with their venue. */
export function guestRowsOf(email: string, trx?: TransactionClientContract) {
  return (trx ?? db)
    .from('portal_clients as c')
    .join('portals as p', 'p.id', 'c.portal_id')
    .join('locations as l', 'l.id', 'p.location_id')
    .whereRaw('lower(c.email) = lower(?)', [email])
    .orderBy('c.first_seen_at')
    .orderBy('c.id')
    .select('c.*', db.raw('coalesce(l.venue_name, l.name) as venue'))
}

export function signInsOf(clientIds: number[], trx?: TransactionClientContract) {
  if (clientIds.length === 0) return Promise.resolve([])
  return (trx ?? db)
    .from('portal_sign_ins')
    .whereIn('client_id', clientIds)
    .orderBy('created_at')
    .orderBy('id')
}
