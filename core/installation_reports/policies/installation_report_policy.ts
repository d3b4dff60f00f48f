import { isInstaller } from '#core/access/account_roles'
import type { UserAccess } from '#core/access/services/user_access'
import type Location from '#core/locations/models/location'

/**
 * Reports are the installers' work: admins and installers write them on every venue; whoever reads the venue
 * (its customer's users) reads them, without writing, even with `location_update`.
 */
export const installationReportPolicy = {
  view: (access: UserAccess, location: Location) =>
    access.can('location_read', 'location', location.id),
  write: (access: UserAccess) => access.isAdmin || isInstaller(access.user),
}
