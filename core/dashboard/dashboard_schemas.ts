import {
  anyObject,
  array,
  boolean,
  integer,
  nullable,
  object,
  oneOfThese,
  string,
} from '#kernel/http/contract/schemas'
import { DASHBOARD_CARDS, DASHBOARD_ROLES } from '#core/dashboard/dashboard_cards'

export const dashboardLayoutSchema = object({
  cards: array(
    object({ id: oneOfThese(...DASHBOARD_CARDS), hidden: boolean(), collapsed: boolean() })
  ),
  venueFilter: nullable(object({ type: oneOfThese('customer', 'group'), id: integer() })),
  saved: { ...boolean(), description: 'Whether the user has stored a layout (else the default)' },
})

const cardSchema = object({
  id: oneOfThese(...DASHBOARD_CARDS),
  data: nullable(
    anyObject(
      'attention/waiting: `{ counts: {kind: n}, total, items: [...] }` (items sorted by severity then age); fleet: venues per state, devices online/total, clients now, guests today, controllers per vendor; venues: `{ counts: {health: n}, total, items }`; invoices: `{ total, items }`'
    )
  ),
  error: nullable(object({ code: string(), message: string() })),
})

export const dashboardSchema = object({
  role: oneOfThese(...DASHBOARD_ROLES),
  layout: dashboardLayoutSchema,
  firstRun: {
    ...nullable(oneOfThese('admin_empty', 'partner_empty', 'no_venues', 'customer_to_deploy')),
    description: 'What to do first when there is nothing to run yet; null once there is',
  },
  cards: array(cardSchema),
})
