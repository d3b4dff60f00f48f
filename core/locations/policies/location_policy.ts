import type { UserAccess } from '#core/access/services/user_access'
import type Location from '#core/locations/models/location'

/**
 * Who may do what with a location. Adding, archiving, restoring and
 * snoozing venues belongs to whoever runs the customer: admins, and users
 * (or partners) holding `location_update` on the customer or its group.
 * A grant on a single location lets its holder edit the venue, not remove it.
 */
export const locationPolicy = {
  view: (access: UserAccess, location: Location) =>
    access.can('location_read', 'location', location.id),
  update: (access: UserAccess, location: Location) =>
    access.can('location_update', 'location', location.id),
  /** Lifecycle, plan, lines and hardware are set by admins and installers. */
  manageTechnical: (access: UserAccess) => access.isAdmin,
  createFor: (access: UserAccess, customerId: number) =>
    access.can('location_update', 'customer', customerId),
  manageLifecycle: (access: UserAccess, location: Location) =>
    access.can('location_update', 'customer', location.customerId),
}
