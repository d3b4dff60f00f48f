/**
 * Connectivity-as-a-service prices (spec §3 "Payment price creation"): the monthly price of a venue follows from its
 * plan (SLA), its internet line and its extras. One recurring monthly EUR price per combination lives in Stripe under
 * a lookup key built from these attributes, so the same combination reuses its price instead of creating another.
 * Amounts in euro cents, excluding VAT (docs/billing.md).
 */
import { EXTRA_CONNECTION_MONTHLY_CENTS } from '#core/sales/services/sales_tariffs'
import { planDefinition } from '#core/billing/plans/plan_catalog'
import { type CONNECTION_TYPES } from '#core/locations/location_states'

export type ConnectionType = (typeof CONNECTION_TYPES)[number]

export interface CaasAttributes {
  plan: number
  connectionType: ConnectionType
  hasFailover: boolean
  hasPeplink: boolean
  /** The line is ordered but not delivered yet: the internet part is not billed until it is. */
  internetPending: boolean
}

/** The internet line we deliver, per month; `none` = the venue brings its own. */
export const LINE_MONTHLY_CENTS: Record<ConnectionType, number> = {
  fiber: 4_900,
  vdsl: 3_500,
  none: 0,
}
/** The Peplink SD-WAN licence (bonding, SpeedFusion) per venue per month. */
export const PEPLINK_MONTHLY_CENTS = 2_000

export function caasPriceCents(attributes: CaasAttributes) {
  const line = attributes.internetPending ? 0 : LINE_MONTHLY_CENTS[attributes.connectionType]
  return (
    planDefinition(attributes.plan).monthlyCents +
    line +
    (attributes.hasFailover ? EXTRA_CONNECTION_MONTHLY_CENTS : 0) +
    (attributes.hasPeplink ? PEPLINK_MONTHLY_CENTS : 0)
  )
}

/** e.g. `airdeck_caas_p2_fiber_failover_peplink_pending_monthly_eur`; a flag that is off is left out. */
export function caasLookupKey(attributes: CaasAttributes) {
  const flags = [
    attributes.hasFailover && 'failover',
    attributes.hasPeplink && 'peplink',
    attributes.internetPending && 'pending',
  ].filter(Boolean)
  return [
    'airdeck_caas',
    `p${attributes.plan}`,
    attributes.connectionType,
    ...flags,
    'monthly_eur',
  ].join('_')
}

export function caasNickname(attributes: CaasAttributes) {
  const extras = [
    attributes.hasFailover && 'failover',
    attributes.hasPeplink && 'Peplink',
    attributes.internetPending && 'internet pending',
  ].filter(Boolean)
  return [`${planDefinition(attributes.plan).name}`, attributes.connectionType, ...extras].join(
    ' · '
  )
}
