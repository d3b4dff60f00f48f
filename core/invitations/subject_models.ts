import Group from '#core/groups/models/group'
import Customer from '#core/customers/models/customer'
import Location from '#core/locations/models/location'

/** The model behind each kind of object an invitation can open. */
export const SUBJECT_MODELS = { group: Group, customer: Customer, location: Location } as const
