import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { AppException } from '#kernel/exceptions/app_exception'
import { newGuestKey } from '#core/portal/sign_in/services/returning_guest_cookie'

export interface GuestDetails {
  email: string | null
  firstname: string | null
  lastname: string | null
  phone: string | null
  optIn: boolean
  language: string | null
  emailScore: number | null
  emailChecks: Record<string, unknown> | null
}

export interface DeviceFacts {
  mac: string
  ip: string | null
  device: string | null
}

export interface UpsertedClient {
  id: number
  /** The guest had a row before this sign-in. */
  returning: boolean
  /** Opted in now and had not before (a new guest who ticked the box, or a returning one ticking it now). */
  optedInNow: boolean
}

const blocked = () => new AppException(403, 'E_GUEST_BLOCKED')

/** A device a venue's staff blocked stays out, whatever address it signs in with next. */
export async function assertDeviceNotBlocked(
  trx: TransactionClientContract,
  portalId: number,
  mac: string
) {
  const row = await trx
    .from('portal_clients')
    .where({ portal_id: portalId, mac, blocked: true })
    .select('id')
    .first()
  if (row) throw blocked()
}

/** A returning guest, found by e-mail address only (the "been here before?" sign-in). */
export async function touchReturningGuest(
  trx: TransactionClientContract,
  portalId: number,
  email: string,
  optIn: boolean,
  device: DeviceFacts,
  language: string | null
): Promise<UpsertedClient> {
  const existing = await trx
    .from('portal_clients')
    .where('portal_id', portalId)
    .whereRaw('lower(email) = lower(?)', [email])
    .forUpdate()
    .first()
  if (!existing)
    throw new AppException(404, 'E_GUEST_EMAIL_NOT_FOUND', {
      errors: [{ field: 'email', rule: 'guest_email' }],
    })
  if (existing.blocked) throw blocked()
  await trx
    .from('portal_clients')
    .where('id', existing.id)
    .update({
      email_opt_in: existing.email_opt_in || optIn,
      mac: device.mac,
      ip: device.ip,
      device: device.device ?? existing.device,
      language: language ?? existing.language,
      sign_in_count: Number(existing.sign_in_count) + 1,
      last_seen_at: new Date(),
    })
  return { id: Number(existing.id), returning: true, optedInNow: optIn && !existing.email_opt_in }
}

/**
 * A guest without an address (a voucher, or a portal that does not ask for one): one row per device of this portal,
 * with whatever names or phone number the form asked.
 */
export async function upsertGuestByDevice(
  trx: TransactionClientContract,
  portalId: number,
  device: DeviceFacts,
  language: string | null,
  details: Partial<Pick<GuestDetails, 'firstname' | 'lastname' | 'phone' | 'optIn'>> = {},
  termsNow = false
): Promise<UpsertedClient> {
  const existing = await trx
    .from('portal_clients')
    .where({ portal_id: portalId, mac: device.mac })
    .whereNull('email')
    .forUpdate()
    .first()
  const now = new Date()
  const named = {
    ...(details.firstname ? { firstname: details.firstname } : {}),
    ...(details.lastname ? { lastname: details.lastname } : {}),
    ...(details.phone ? { phone: details.phone } : {}),
  }
  if (existing) {
    if (existing.blocked) throw blocked()
    await trx
      .from('portal_clients')
      .where('id', existing.id)
      .update({
        ...named,
        email_opt_in: existing.email_opt_in || Boolean(details.optIn),
        terms_accepted_at: existing.terms_accepted_at ?? (termsNow ? now : null),
        ip: device.ip,
        device: device.device ?? existing.device,
        language: language ?? existing.language,
        sign_in_count: Number(existing.sign_in_count) + 1,
        last_seen_at: now,
      })
    return { id: Number(existing.id), returning: true, optedInNow: false }
  }
  const [row] = await trx
    .insertQuery()
    .table('portal_clients')
    .insert({
      portal_id: portalId,
      ...named,
      email_opt_in: Boolean(details.optIn),
      terms_accepted_at: termsNow ? now : null,
      mac: device.mac,
      ip: device.ip,
      device: device.device,
      language,
      sign_in_count: 1,
      first_seen_at: now,
      last_seen_at: now,
    })
    .returning('id')
  return { id: Number(row.id ?? row), returning: false, optedInNow: false }
}

/**
 * A guest the portal's cookie recognised, on whatever device (MAC) they present now: brought up to date by its id,
 * with what they typed now winning and fields left empty keeping what we had.
 */
export async function touchKnownGuest(
  trx: TransactionClientContract,
  clientId: number,
  device: DeviceFacts,
  language: string | null,
  details: Partial<Pick<GuestDetails, 'firstname' | 'lastname' | 'phone' | 'optIn'>>,
  termsNow: boolean
): Promise<UpsertedClient | null> {
  const existing = await trx.from('portal_clients').where('id', clientId).forUpdate().first()
  // Erased since the cookie was read: a stranger again.
  if (!existing) return null
  if (existing.blocked) throw blocked()
  const now = new Date()
  await trx
    .from('portal_clients')
    .where('id', clientId)
    .update({
      ...(details.firstname ? { firstname: details.firstname } : {}),
      ...(details.lastname ? { lastname: details.lastname } : {}),
      ...(details.phone ? { phone: details.phone } : {}),
      email_opt_in: existing.email_opt_in || Boolean(details.optIn),
      terms_accepted_at: existing.terms_accepted_at ?? (termsNow ? now : null),
      mac: device.mac,
      ip: device.ip,
      device: device.device ?? existing.device,
      language: language ?? existing.language,
      sign_in_count: Number(existing.sign_in_count) + 1,
      last_seen_at: now,
    })
  const optedInNow = Boolean(details.optIn) && !existing.email_opt_in
  return { id: clientId, returning: true, optedInNow }
}

/** The guest's key for the portal's cookie, made on their first sign-in. */
export async function keyOfGuest(trx: TransactionClientContract, clientId: number) {
  const [row] = await trx
    .from('portal_clients')
    .where('id', clientId)
    .update({ guest_key: trx.raw('coalesce(guest_key, ?)', [newGuestKey()]) })
    .returning('guest_key')
  return String(row.guest_key ?? row)
}
