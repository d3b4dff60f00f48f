/**
 * The service tariffs of the configuration calculator (docs/sales-calculator.md). Hardware prices come from the
 * product catalogue; these are the provider's own services, in integer euro cents, excluding VAT.
 */

/** SLA plans (spec §9 "maximum devices per plan"): the plan suits a venue when its devices fit. */
export const SALES_PLANS = [
  { plan: 1, maxDevices: 3, monthlyCents: 2_900, support: 'business_hours' },
  { plan: 2, maxDevices: 10, monthlyCents: 5_900, support: 'business_hours' },
  { plan: 3, maxDevices: 25, monthlyCents: 9_900, support: 'extended_hours' },
  { plan: 4, maxDevices: 60, monthlyCents: 17_900, support: 'always' },
] as const

export const PLAN_NUMBERS = SALES_PLANS.map((tier) => tier.plan)
export const MAX_DEVICES_PER_VENUE = SALES_PLANS[SALES_PLANS.length - 1].maxDevices

/** Installation per venue: the venue installs itself, or a technician for a small, normal or difficult site. */
export const INSTALL_CATEGORIES = ['diy', 'basic', 'standard', 'complex'] as const
export type InstallCategory = (typeof INSTALL_CATEGORIES)[number]
export const INSTALL_FEE_CENTS: Record<InstallCategory, number> = {
  diy: 0,
  basic: 14_900,
  standard: 29_900,
  complex: 59_900,
}

/** Each internet connection beyond the first (failover), per venue per month. */
export const EXTRA_CONNECTION_MONTHLY_CENTS = 1_500
/** A fixed public IP address, per venue per month. */
export const FIXED_IP_MONTHLY_CENTS = 1_000
/** One-off costs above the customer's maximum are spread over the minimum contract term. */
export const FINANCING_MONTHS = 36
export const MAX_VENUES = 500
export const MAX_CONNECTIONS = 4

/** The lowest plan whose device limit fits the devices of one venue (spec §5 "choose the suggested plan or higher"). */
export function suggestedPlan(devices: number): number | null {
  return SALES_PLANS.find((tier) => devices <= tier.maxDevices)?.plan ?? null
}

export function planTariff(plan: number) {
  const tier = SALES_PLANS.find((candidate) => candidate.plan === plan)
  if (!tier) throw new Error(`Unknown plan ${plan}`)
  return tier
}
