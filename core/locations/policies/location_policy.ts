import type { UserAccess } from '#core/access/services/user_access'
import type Location from '#core/locations/models/location'

export const locationPolicy = {
  view: (access: UserAccess, location: Location) => access.can('location_read', 'location', location.id),
  update: (access: UserAccess, location: Location) => access.can('location_update', 'location', location.id),
  /** Lifecycle, plan, lines and hardware are set by admins and installers. */
  manageTechnical: (access: UserAccess) => access.isAdmin,
}
