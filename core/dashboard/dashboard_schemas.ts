import type { JSONSchema7 } from 'json-schema'
import {
  anyObject,
  array,
  boolean,
  dateTime,
  integer,
  nullable,
  object,
  oneOfThese,
  string,
} from '#kernel/http/contract/schemas'
import { DASHBOARD_CARDS, DASHBOARD_ROLES } from '#core/dashboard/dashboard_cards'
import { deviceNounSchema, networkWarningsSchema } from '#core/network/network_schemas'

export const dashboardLayoutSchema = object({
  cards: array(
    object({ id: oneOfThese(...DASHBOARD_CARDS), hidden: boolean(), collapsed: boolean() })
  ),
  venueFilter: nullable(object({ type: oneOfThese('customer', 'group'), id: integer() })),
  saved: { ...boolean(), description: 'Whether the user has stored a layout (else the default)' },
})

const cardError = () => nullable(object({ code: string(), message: string() }))

/** A customer user's venues (queries/venues_card.ts): each names the causes of its health as the venues list does. */
const venuesDataSchema = object({
  counts: { ...anyObject('Venues per health'), additionalProperties: integer() },
  total: integer(),
  items: array(
    object({
      locationId: integer(),
      locationName: string(),
      status: string(),
      health: oneOfThese('offline', 'failover', 'warning', 'online', 'not_ready'),
      since: nullable(dateTime()),
      clientsNow: nullable(integer()),
      guestsToday: integer(),
      statusPageUrl: string(),
      deviceNoun: deviceNounSchema,
      networkWarnings: {
        ...networkWarningsSchema,
        description:
          "Why the venue's health is not simply online, as the venues list says it (`network_warnings`)",
      },
    })
  ),
})

const cardSchema: JSONSchema7 = {
  anyOf: [
    object({
      id: oneOfThese('venues'),
      data: nullable(venuesDataSchema),
      error: cardError(),
    }),
    object({
      id: oneOfThese(...DASHBOARD_CARDS.filter((card) => card !== 'venues')),
      data: nullable(
        anyObject(
          'attention/waiting: `{ counts: {kind: n}, total, items: [...] }` (items sorted by severity then age); fleet: venues per state, devices online/total, clients now, guests today, controllers per vendor; invoices: `{ total, items }`'
        )
      ),
      error: cardError(),
    }),
  ],
}

export const dashboardSchema = object({
  role: oneOfThese(...DASHBOARD_ROLES),
  layout: dashboardLayoutSchema,
  firstRun: {
    ...nullable(oneOfThese('admin_empty', 'partner_empty', 'no_venues', 'customer_to_deploy')),
    description: 'What to do first when there is nothing to run yet; null once there is',
  },
  cards: array(cardSchema),
})
