import { DateTime } from 'luxon'
import type Location from '#core/locations/models/location'
import type LocationAllowedMac from '#core/portal/models/location_allowed_mac'
import { revokeAllowedMacs } from '#core/portal/allowed_macs/services/allowed_mac_push'
import { recordAudit } from '#kernel/audit/audit'

/**
 * Takes a device off the allow-list: it leaves the list at once and is revoked on the controller; when the
 * controller cannot be reached the row waits (hidden) for the allow-list tick to revoke it.
 */
export async function removeAllowedMac(location: Location, row: LocationAllowedMac) {
  await row.merge({ removedAt: DateTime.now() }).save()
  await recordAudit({
    action: 'portal.allowed_mac_removed',
    objectType: 'location',
    objectId: location.id,
    oldValues: { mac: row.mac, label: row.label },
  })
  await revokeAllowedMacs(location, [row])
}
