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
import { PLAN_FEATURES } from '#core/billing/plans/plan_catalog'
import { MISMATCH_KINDS } from '#core/billing/mismatches/mismatch_kinds'
import { SUBSCRIPTION_STATUSES } from './subscription_state.js'

const status = nullable(oneOfThese(...SUBSCRIPTION_STATUSES))

const itemSchema = object({
  id: string(),
  linked: boolean(),
  quantity: integer(),
  current_period_start: nullable(dateTime()),
  current_period_end: nullable(dateTime()),
  price: object({
    id: string(),
    unit_amount: nullable(integer()),
    currency: string(),
    interval: nullable(string()),
    lookup_key: nullable(string()),
    nickname: nullable(string()),
  }),
  product: object({ id: string(), name: nullable(string()) }),
})

/** A Stripe subscription as Stripe has it now. */
export const stripeSubscriptionSchema = object({
  id: string(),
  status: oneOfThese(...SUBSCRIPTION_STATUSES),
  stripe_status: string(),
  cancel_at_period_end: boolean(),
  cancel_at: nullable(dateTime()),
  collection_method: string(),
  linked: boolean(),
  items: array(itemSchema),
})

export const planSchema = object({
  plan: integer(),
  name: string(),
  max_devices: integer(),
  features: array(oneOfThese(...PLAN_FEATURES)),
  monthly_cents: integer(),
})

/** GET /locations/{id}/subscriptions: the mirror, the plan and its device check, and (admins) Stripe's view. */
export const locationBillingSchema = object({
  location_id: integer(),
  subscription_id: nullable(string({ description: 'Admins only (null for others)' })),
  subscription_item_id: nullable(string()),
  status,
  stripe_status: nullable(string()),
  price_id: nullable(string()),
  product_id: nullable(string()),
  amount: nullable(integer({ description: 'Cents per period' })),
  currency: nullable(string()),
  current_period_end: nullable(dateTime()),
  cancel_at_period_end: boolean(),
  cancel_reason: nullable(oneOfThese('archived', 'requested')),
  plan: planSchema,
  devices: integer(),
  plan_exceeded: boolean(),
  billing_configured: boolean(),
  live: {
    type: 'boolean',
    description:
      'false: Stripe was not asked (not an admin) or could not be reached; the mirror only',
  },
  data: array(stripeSubscriptionSchema),
  candidates: array(stripeSubscriptionSchema),
})

export const subscriptionRowSchema = object({
  id: integer(),
  name: string(),
  status: string(),
  plan: integer(),
  customer_id: integer(),
  customer: object({ id: integer(), name: string() }),
  subscription_id: nullable(string()),
  subscription_item_id: nullable(string()),
  subscription_status: status,
  subscription_amount: nullable(integer()),
  subscription_currency: nullable(string()),
  subscription_period_end: nullable(dateTime()),
  subscription_cancel_at_period_end: boolean(),
  devices: integer(),
  plan_exceeded: boolean(),
  mismatches: array(oneOfThese(...MISMATCH_KINDS)),
})

export const mismatchesSchema = object({
  checked_at: nullable(dateTime()),
  locations_checked: integer(),
  data: array(
    object({
      kind: oneOfThese(...MISMATCH_KINDS),
      details: anyObject('plan, billed_plan, product_id, status, subscription_status'),
      detected_at: dateTime(),
      location: object({ id: integer(), name: string(), status: string() }),
      customer: object({ id: integer(), name: string() }),
    })
  ),
})
