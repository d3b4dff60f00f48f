import PortalClient from '#core/portal/models/portal_client'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'
import { escapeLike } from '#kernel/http/list_validator'
import { AppException } from '#kernel/exceptions/app_exception'

export interface PortalClientFilters {
  q?: string
  blocked?: boolean
  optIn?: boolean
  page?: number
  perPage?: number
}

/** One page of a portal's guests, the most recently seen first; `q` searches name, e-mail, phone and MAC. */
export function listPortalClients(portalId: number, filters: PortalClientFilters) {
  const query = PortalClient.query()
    .where('portal_id', portalId)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
  if (filters.q) {
    const term = `%${escapeLike(filters.q.toLowerCase())}%`
    query.where((q) =>
      q
        .whereRaw("lower(coalesce(email, '')) like ?", [term])
        .orWhereRaw("lower(coalesce(firstname, '') || ' ' || coalesce(lastname, '')) like ?", [
          term,
        ])
        .orWhereRaw("coalesce(phone, '') like ?", [term])
        .orWhereRaw("lower(coalesce(mac, '')) like ?", [term])
    )
  }
  if (filters.blocked !== undefined) query.where('blocked', filters.blocked)
  if (filters.optIn !== undefined) query.where('email_opt_in', filters.optIn)
  return query.paginate(filters.page ?? 1, filters.perPage ?? DEFAULT_PER_PAGE)
}

/** A guest of this portal, else 404 (another portal's guest is never found through this one). */
export async function findPortalClient(portalId: number, clientId: number) {
  const client = await PortalClient.query()
    .where('portal_id', portalId)
    .where('id', clientId)
    .first()
  if (!client) throw AppException.notFound()
  return client
}

export function transformPortalClient(client: PortalClient) {
  return {
    id: Number(client.id),
    email: client.email,
    firstname: client.firstname,
    lastname: client.lastname,
    phone: client.phone,
    email_opt_in: client.emailOptIn,
    language: client.language,
    mac: client.mac,
    ip: client.ip,
    device: client.device,
    blocked: client.blocked,
    mail_sync_status: client.mailSyncStatus,
    sign_in_count: client.signInCount,
    first_seen_at: client.firstSeenAt.toISO()!,
    last_seen_at: client.lastSeenAt.toISO()!,
  }
}
