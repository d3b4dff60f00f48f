import { apiRoutes } from '#kernel/http/contract/api_routes'
import { holds } from '#kernel/http/contract/route_access'
import { anyObject, json } from '#kernel/http/contract/schemas'
import { openingHoursValidator } from '#core/opening_hours/opening_hours_validator'

const OpeningHoursController = () =>
  import('#core/opening_hours/controllers/opening_hours_controller')

const hours = json(anyObject('Opening hours per weekday, exceptions by date'))
const api = apiRoutes('Opening hours')

/** Opening hours of locations, customers and groups: one module, three subjects. */
export function openingHoursRoutes() {
  api.get('/locations/:id/openinghours', [OpeningHoursController, 'showLocation'], {
    access: holds('location_read', 'location'),
    summary: "A venue's opening hours",
    response: hours,
  })
  api.put('/locations/:id/openinghours', [OpeningHoursController, 'updateLocation'], {
    access: holds('location_update', 'location'),
    summary: "Set a venue's opening hours",
    body: openingHoursValidator,
    response: hours,
  })
  api.get('/customers/:id/openinghours', [OpeningHoursController, 'showCustomer'], {
    access: holds('customer_read', 'customer'),
    summary: "A customer's opening hours",
    response: hours,
  })
  api.put('/customers/:id/openinghours', [OpeningHoursController, 'updateCustomer'], {
    access: holds('customer_update', 'customer'),
    summary: "Set a customer's opening hours",
    body: openingHoursValidator,
    response: hours,
  })
  api.get('/groups/:id/openinghours', [OpeningHoursController, 'showGroup'], {
    access: holds('group_read', 'group'),
    summary: "A group's opening hours",
    response: hours,
  })
  api.put('/groups/:id/openinghours', [OpeningHoursController, 'updateGroup'], {
    access: holds('group_update', 'group'),
    summary: "Set a group's opening hours",
    body: openingHoursValidator,
    response: hours,
  })
}
