import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { hashSecretToken } from '#kernel/crypto/secret_token'
import { publishEvent } from '#kernel/events/publish_event'
import { recordAudit } from '#kernel/audit/audit'
import { guestDataExport } from '#core/portal/guest_data/services/guest_data_export'
import {
  requestForLink,
  type LinkProblem,
} from '#core/portal/guest_data/queries/guest_data_request_queries'
import { GUEST_DATA_MAIL_KIND } from '#core/portal/guest_data/guest_data_constants'
import SendGuestDataLinkJob from '#core/portal/guest_data/jobs/send_guest_data_link_job'

/** The link is used up by the download it gives: the export is read in the transaction that marks it used. */
export async function downloadGuestData(token: unknown) {
  return db.transaction(async (trx) => {
    const found = await requestForLink(token, 'download', trx)
    if ('problem' in found) return found
    const { request } = found
    const data = await guestDataExport(request.email, trx)
    const now = DateTime.now()
    request.useTransaction(trx)
    await request.merge({ confirmedAt: now, completedAt: now }).save()
    return { data }
  })
}

/**
 * Deletes everything stored about the address, at every venue, in one transaction: its guest records, their sign-ins
 * (devices and times), its other requests and the mails that carried their links. The request keeps only a hash of
 * the address, so the used link still says "used". The guests' keys go with their rows, so a returning-guest cookie
 * that named them names nobody any more. `guest.data_deleted` tells integrations to forget the address.
 */
export async function deleteGuestData(
  token: unknown
): Promise<{ deleted: true; publicIds: string[] } | { problem: LinkProblem }> {
  return db.transaction(async (trx) => {
    const found = await requestForLink(token, 'delete', trx)
    if ('problem' in found) return found
    const { request } = found
    const email = request.email
    const guests = await trx
      .from('portal_clients')
      .join('portals', 'portals.id', 'portal_clients.portal_id')
      .whereRaw('lower(portal_clients.email) = lower(?)', [email])
      .select('portal_clients.id', 'portal_clients.portal_id', 'portals.public_id')
      .forUpdate('portal_clients')
    const clientIds = guests.map((guest) => Number(guest.id))
    if (clientIds.length) {
      await trx.from('portal_sign_ins').whereIn('client_id', clientIds).delete()
      await trx.from('portal_clients').whereIn('id', clientIds).delete()
    }
    await trx
      .from('guest_data_requests')
      .whereRaw('lower(email) = lower(?)', [email])
      .whereNot('id', request.id)
      .delete()
    await trx
      .from('mails')
      .whereRaw('lower(to_address) = lower(?)', [email])
      .where('kind', GUEST_DATA_MAIL_KIND)
      .delete()
    await trx
      .from('job_runs')
      .where('job_name', SendGuestDataLinkJob.jobName)
      .whereRaw("lower(payload->>'email') = lower(?)", [email])
      .whereIn('status', ['completed', 'failed'])
      .delete()
    const now = DateTime.now()
    request.useTransaction(trx)
    await request
      .merge({
        email: `sha256:${hashSecretToken(email.toLowerCase())}`,
        confirmedAt: now,
        completedAt: now,
      })
      .save()
    const portalIds = [...new Set(guests.map((guest) => Number(guest.portal_id)))]
    await recordAudit(
      {
        action: 'portal.guest_data_deleted',
        actorId: null,
        actorEmail: null,
        objectType: 'guest_data_request',
        objectId: request.id,
        newValues: { portals: portalIds.length, guests: clientIds.length },
      },
      trx
    )
    await publishEvent('guest.data_deleted', { email, portalIds, at: now.toISO()! }, { trx })
    // The portals' returning-guest cookies of this browser name nobody now; the answer clears them too.
    return { deleted: true as const, publicIds: guests.map((guest) => String(guest.public_id)) }
  })
}
