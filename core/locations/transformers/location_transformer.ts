import type Location from '#core/locations/models/location'
import type { PermissionKey } from '#core/access/permissions'

/** A location as the API shows it; the PPPoE password only as "is set". */
export function transformLocation(location: Location, permissions?: PermissionKey[]) {
  return {
    ...location.serialize(),
    pppoe_password_set: location.pppoePassword !== null,
    ...(permissions ? { permissions } : {}),
  }
}
