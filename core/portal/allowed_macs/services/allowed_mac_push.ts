import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import Controller from '#core/controllers/models/controller'
import { vendorManifest } from '#core/controllers/transformers/controller_transformer'
import type Location from '#core/locations/models/location'
import { controllerCommand } from '#core/network/services/controller_command'
import { ControllerRejectedError } from '#core/plugins/plugin_errors'
import type LocationAllowedMac from '#core/portal/models/location_allowed_mac'
import { AppException } from '#kernel/exceptions/app_exception'

/** How long one authorization lets a device through; the tick renews it well before it runs out. */
export const ALLOWED_MAC_MINUTES = 30 * 24 * 60
export const RENEW_WITHIN_DAYS = 10

/**
 * The venue can let devices through without the portal: bound to a controller whose vendor authorizes and revokes
 * guests. Checked before anything is written, so a vendor without the capability is a clean 4xx.
 */
export async function assertAllowList(location: Location) {
  if (!location.controllerId || !location.controllerSiteId)
    throw new AppException(409, 'E_NETWORK_NOT_CONFIGURED')
  const controller = await Controller.find(location.controllerId)
  if (!controller) throw new AppException(409, 'E_NETWORK_NOT_CONFIGURED')
  const capabilities = (vendorManifest(controller.vendor)?.capabilities ?? []) as readonly string[]
  if (!capabilities.includes('authorizeGuest') || !capabilities.includes('revokeGuest'))
    throw new AppException(422, 'E_CAPABILITY_UNSUPPORTED')
}

/** What a failure leaves on the row: the API's code, and the vendor's reason when it refused (`E_CODE:reason`). */
function failureOf(error: unknown) {
  if (error instanceof ControllerRejectedError) return `E_CONTROLLER_REJECTED:${error.reason}`
  if (error instanceof AppException)
    return typeof error.data?.reason === 'string'
      ? `${error.code}:${error.data.reason}`
      : String(error.code)
  logger.error({ err: error }, 'allow-list: unexpected failure')
  return 'E_CONTROLLER_FAILED'
}

async function recorded(rows: LocationAllowedMac[], change: Partial<LocationAllowedMac>) {
  for (const row of rows) await row.merge({ ...change, lastAttemptAt: DateTime.now() }).save()
}

/**
 * Lets the devices through on the venue's controller for ALLOWED_MAC_MINUTES, on one connection. A refusal is
 * recorded per device; a controller that cannot be reached is recorded on every device left, for the tick to retry.
 */
export async function authorizeAllowedMacs(location: Location, rows: LocationAllowedMac[]) {
  if (rows.length === 0) return
  const done = new Set<number>()
  try {
    await controllerCommand(location, 'authorizeGuest', async (authorize, siteId) => {
      for (const row of rows) {
        try {
          await authorize(siteId, { mac: row.mac, minutes: ALLOWED_MAC_MINUTES })
          await recorded([row], {
            authorizedUntil: DateTime.now().plus({ minutes: ALLOWED_MAC_MINUTES }),
            lastError: null,
          })
        } catch (error) {
          if (!(error instanceof ControllerRejectedError)) throw error
          await recorded([row], { lastError: failureOf(error) })
        }
        done.add(row.id)
      }
    })
  } catch (error) {
    await recorded(
      rows.filter((row) => !done.has(row.id)),
      { lastError: failureOf(error) }
    )
  }
}

/**
 * Revokes removed devices on the controller and then forgets them. A venue that can no longer revoke (unbound, or
 * a vendor without the verb) and a device the controller does not know have nothing left to revoke.
 */
export async function revokeAllowedMacs(location: Location, rows: LocationAllowedMac[]) {
  if (rows.length === 0) return
  const done = new Set<number>()
  const forget = async (row: LocationAllowedMac) => {
    await row.delete()
    done.add(row.id)
  }
  try {
    await assertAllowList(location)
    await controllerCommand(location, 'revokeGuest', async (revoke, siteId) => {
      for (const row of rows) {
        try {
          await revoke(siteId, row.mac)
          await forget(row)
        } catch (error) {
          if (!(error instanceof ControllerRejectedError)) throw error
          if (error.reason === 'not_found') await forget(row)
          else {
            await recorded([row], { lastError: failureOf(error) })
            done.add(row.id)
          }
        }
      }
    })
  } catch (error) {
    const left = rows.filter((row) => !done.has(row.id))
    if (
      error instanceof AppException &&
      ['E_NETWORK_NOT_CONFIGURED', 'E_CAPABILITY_UNSUPPORTED'].includes(String(error.code))
    ) {
      for (const row of left) await forget(row)
    } else await recorded(left, { lastError: failureOf(error) })
  }
}
