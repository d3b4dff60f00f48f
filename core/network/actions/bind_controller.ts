import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Controller from '#core/controllers/models/controller'
import type Location from '#core/locations/models/location'
import { recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'
import { setNetworkStatuses } from '#core/network/services/set_network_statuses'
import { syncLocation } from '#core/network/services/sync_location'
import { invalidatePortals } from '#core/portal/public/cache/portal_stamp'

/**
 * Binds a venue to a site of a controller (one site per venue, one venue per site), then reads the site once. The
 * "site taken" check runs under a lock on the site row inside the transaction, so two binds of one site at once
 * queue up and the second sees the first; the unique index stays the backstop (23505 → the same field error).
 */
export async function bindController(
  location: Location,
  input: { controllerId: number; siteId: string }
) {
  const controller = await Controller.find(input.controllerId)
  if (!controller) throw AppException.invalidField('controllerId', 'exists')

  let changed = false
  try {
    await db.transaction(async (trx) => {
      // Lock order as in a sync batch (location rows, then site rows), so the two never wait on each other in a cycle.
      const current = await trx
        .from('locations')
        .where('id', location.id)
        .forUpdate()
        .select('controller_id', 'controller_site_id')
        .first()
      const old = {
        controller_id: current?.controller_id ?? null,
        controller_site_id: current?.controller_site_id ?? null,
      }
      const site = await trx
        .from('controller_sites')
        .where({ controller_id: controller.id, remote_id: input.siteId })
        .forUpdate()
        .first()
      if (!site) throw AppException.invalidField('siteId', 'exists')
      // Read after taking the site lock: a bind of the same site that committed meanwhile is seen here.
      const taken = await trx
        .from('locations')
        .where({ controller_id: controller.id, controller_site_id: input.siteId })
        .whereNot('id', location.id)
        .first()
      if (taken) throw AppException.invalidField('siteId', 'unique')
      if (old.controller_id === controller.id && old.controller_site_id === input.siteId) return
      await clearSnapshot(trx, location.id)
      await trx
        .from('locations')
        .where('id', location.id)
        .update({ controller_id: controller.id, controller_site_id: input.siteId })
      await invalidatePortals(trx)
      await recordAudit(
        {
          action: 'location.network_bound',
          objectType: 'location',
          objectId: location.id,
          oldValues: old,
          newValues: { controller_id: controller.id, controller_site_id: input.siteId },
        },
        trx
      )
      changed = true
    })
  } catch (error) {
    throw siteTakenError(error) ?? error
  }
  if (!changed) return
  location.merge({ controllerId: controller.id, controllerSiteId: input.siteId })
  await syncLocation(controller, {
    id: location.id,
    siteId: input.siteId,
    networkStatus: location.networkStatus,
  })
  await location.refresh()
}

/** A bind that lost the race on the unique (controller, site) index: the same answer as the check above. */
export function siteTakenError(error: unknown) {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string }
  if (code === '23505' && String(constraint ?? '').includes('controller_site_id'))
    return AppException.invalidField('siteId', 'unique')
  return null
}

export async function unbindController(location: Location) {
  if (!location.controllerId) return
  const old = {
    controller_id: location.controllerId,
    controller_site_id: location.controllerSiteId,
  }
  await db.transaction(async (trx) => {
    await clearSnapshot(trx, location.id)
    await trx
      .from('locations')
      .where('id', location.id)
      .update({ controller_id: null, controller_site_id: null })
    await invalidatePortals(trx)
    await setNetworkStatuses(trx, [{ location, status: 'not_configured' }])
    await recordAudit(
      {
        action: 'location.network_unbound',
        objectType: 'location',
        objectId: location.id,
        oldValues: old,
        newValues: { controller_id: null, controller_site_id: null },
      },
      trx
    )
  })
  location.merge({ controllerId: null, controllerSiteId: null, networkStatus: 'not_configured' })
}

/** Another site's devices and clients must not linger under the venue. */
async function clearSnapshot(trx: TransactionClientContract, locationId: number) {
  await trx.from('network_devices').where('location_id', locationId).delete()
  await trx.from('network_clients').where('location_id', locationId).delete()
  await trx.from('location_networks').where('location_id', locationId).delete()
}
