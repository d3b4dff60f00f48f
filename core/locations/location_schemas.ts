import {
  anyObject,
  array,
  boolean,
  dateTime,
  integer,
  nullable,
  number,
  object,
  oneOfThese,
  string,
} from '#kernel/http/contract/schemas'
import { PERMISSION_KEYS } from '#core/access/permissions'
import { LOCATION_STATUSES, NETWORK_STATUSES } from '#core/locations/location_states'
import { deviceNounSchema, networkWarningsSchema } from '#core/network/network_schemas'

const text = () => nullable(string())

/** A venue (location_transformer.ts); admins also get the technical fields (subscription, SIM, PPPoE, reports). */
export const locationSchema = object(
  {
    id: integer(),
    customer_id: integer(),
    name: string(),
    venue_name: text(),
    /** The short code to type on /status (printed on the label under the QR code, which carries the long public id). */
    status_code: string(),
    address: text(),
    zipcode: text(),
    city: text(),
    country: string(),
    type: string(),
    plan: integer(),
    status: string(),
    network_status: string(),
    latitude: nullable(number()),
    longitude: nullable(number()),
    archived: boolean(),
    snoozed: boolean(),
    snoozed_until: nullable(dateTime()),
    archived_at: nullable(dateTime()),
    created_at: dateTime(),
    updated_at: dateTime(),
    customer: object({ id: integer(), name: string() }),
    timezone: string(),
    controller_id: nullable(integer()),
    /** The vendor of the controller the venue is bound to (list rows): plugin id and its display name. */
    network_vendor: nullable(object({ id: string(), name: string() })),
    payment_method: nullable(integer()),
    subscribed: boolean(),
    caas: boolean(),
    failover: boolean(),
    pppoe_password_set: boolean(),
    permissions: array(oneOfThese(...PERMISSION_KEYS)),
    /** Devices the last sync saw (detail) and whether they exceed the plan (core/billing/plans): list and detail. */
    devices: integer(),
    plan_exceeded: boolean(),
    /** The plan's device limit, and the smallest plan that holds the devices when they exceed it (null otherwise). */
    plan_max_devices: integer(),
    plan_upgrade: nullable(object({ plan: integer(), name: string(), max_devices: integer() })),
    /** The venue waits for a payment method (detail): its users are shown why instead of the venue. */
    awaiting_payment: boolean(),
    /** Who can set up that payment method, for a caller who cannot (detail; else empty). */
    payment_contacts: array(
      object({
        kind: oneOfThese('colleague', 'partner'),
        name: string(),
        email: nullable(string()),
        phone: nullable(string()),
      })
    ),
    subscription_status: nullable(oneOfThese('active', 'past_due', 'cancelled')),
    /** Why the network badge is not simply online (list rows and detail), as the network dashboard says it; ZeroTier counts members. */
    device_noun: deviceNounSchema,
    network_warnings: networkWarningsSchema,
    /** Nightly firmware updates chosen (detail), and whether the plan includes them (off: the choice is inactive). */
    automatic_updates: boolean(),
    automatic_updates_included: boolean(),
  },
  [
    'status_code',
    'devices',
    'plan_exceeded',
    'plan_max_devices',
    'plan_upgrade',
    'awaiting_payment',
    'payment_contacts',
    'subscription_status',
    'device_noun',
    'network_warnings',
    'automatic_updates',
    'automatic_updates_included',
    'customer',
    'timezone',
    'controller_id',
    'network_vendor',
    'payment_method',
    'subscribed',
    'caas',
    'failover',
    'pppoe_password_set',
    'permissions',
    'snoozed_until',
    'archived_at',
  ]
)

export const commentSchema = object({
  id: integer(),
  body: string(),
  created_at: dateTime(),
  author: nullable(object({ id: integer(), name: string(), email: string() })),
})

export const historyEntrySchema = object(
  {
    id: integer(),
    action: string(),
    created_at: dateTime(),
    actor: nullable(anyObject('id, email, name')),
    old_values: nullable(anyObject()),
    new_values: nullable(anyObject()),
  },
  ['actor', 'old_values', 'new_values']
)

const networkState = () => oneOfThese(...NETWORK_STATUSES)

/** GET /locations/map without an area (kept for older clients): every visible venue. */
export const mapPinsSchema = object({
  data: array(
    object({
      id: integer(),
      name: string(),
      status: oneOfThese(...LOCATION_STATUSES),
      network_status: networkState(),
      lat: nullable(number()),
      lng: nullable(number()),
    })
  ),
})

/** GET /locations/map for an area and zoom: pins while few, else clusters (with lone venues as pins). */
export const mapAreaSchema = object({
  clustered: {
    ...boolean(),
    description: 'true when the area held more venues than the pin limit',
  },
  total: integer({
    description: 'Venues with coordinates you can see (all areas, filters applied)',
  }),
  unplaced: integer({ description: 'Venues you can see without coordinates' }),
  bounds: nullable({
    ...array(number()),
    description: '[west, south, east, north] of every venue you can see; null when none is placed',
  }),
  states: {
    ...anyObject('How many venues have each network state, over all areas'),
    additionalProperties: integer(),
  },
  clusters: array(
    object({
      lat: number(),
      lng: number(),
      count: integer(),
      worst: networkState(),
      zoom: integer({ description: 'The zoom at which the cluster comes apart' }),
    })
  ),
  pins: array(
    object(
      {
        id: integer(),
        name: string(),
        lat: number(),
        lng: number(),
        state: networkState(),
        device_noun: deviceNounSchema,
        network_warnings: {
          ...networkWarningsSchema,
          description:
            'Why a venue that is not online is so, as the venues list says it (with `device_noun`); absent when there is nothing to name',
        },
      },
      ['device_noun', 'network_warnings']
    )
  ),
})
