/**
 * The plans a venue can be on (spec §9 "maximum devices per plan, branded guest WiFi, automatic updates"). The
 * device limits and monthly tariffs are the SLA plans of the sales calculator (core/sales/services/sales_tariffs.ts),
 * so a quote and the gating never disagree; the features are decided here, in one place (docs/billing.md):
 *
 * | plan | name       | devices | branded guest WiFi | automatic updates |
 * |------|------------|---------|--------------------|-------------------|
 * | 1    | Start      | 3       | no                 | no                |
 * | 2    | Business   | 10      | yes                | no                |
 * | 3    | Pro        | 25      | yes                | yes               |
 * | 4    | Enterprise | 60      | yes                | yes               |
 */
import { SALES_PLANS } from '#core/sales/services/sales_tariffs'

export const PLAN_FEATURES = ['branded_guest_wifi', 'automatic_updates'] as const
export type PlanFeature = (typeof PLAN_FEATURES)[number]

const FEATURES_FROM_PLAN: Record<PlanFeature, number> = {
  branded_guest_wifi: 2,
  automatic_updates: 3,
}
const PLAN_NAMES: Record<number, string> = { 1: 'Start', 2: 'Business', 3: 'Pro', 4: 'Enterprise' }

export interface PlanDefinition {
  plan: number
  name: string
  maxDevices: number
  monthlyCents: number
  features: PlanFeature[]
}

export const PLANS: PlanDefinition[] = SALES_PLANS.map((tier) => ({
  plan: tier.plan,
  name: PLAN_NAMES[tier.plan] ?? `Plan ${tier.plan}`,
  maxDevices: tier.maxDevices,
  monthlyCents: tier.monthlyCents,
  features: PLAN_FEATURES.filter((feature) => tier.plan >= FEATURES_FROM_PLAN[feature]),
}))

export const PLAN_NUMBERS = PLANS.map((definition) => definition.plan)

/** A plan number outside the catalogue (old data) counts as the smallest plan. */
export function planDefinition(plan: number): PlanDefinition {
  return PLANS.find((definition) => definition.plan === plan) ?? PLANS[0]
}

export function planIncludes(plan: number, feature: PlanFeature) {
  return planDefinition(plan).features.includes(feature)
}

/** The lowest plan that has the feature: what the upgrade page suggests. */
export function lowestPlanWith(feature: PlanFeature) {
  return PLANS.find((definition) => definition.features.includes(feature))!.plan
}

/** More devices than the plan allows: the venue is flagged until it moves to a bigger plan. */
export function exceedsPlan(plan: number, devices: number) {
  return devices > planDefinition(plan).maxDevices
}

/** The smallest plan whose device limit holds `devices`; null when even the largest is too small. */
export function smallestPlanFor(devices: number): PlanDefinition | null {
  return PLANS.find((definition) => definition.maxDevices >= devices) ?? null
}

/**
 * What the venue's lists and header say about its devices against its plan: flagged when over the limit, with the
 * plan to move to (the badge's tooltip); `plan_upgrade` is null when nothing is exceeded or no plan is big enough.
 */
export function planCheck(plan: number, devices: number) {
  const exceeded = exceedsPlan(plan, devices)
  const upgrade = exceeded ? smallestPlanFor(devices) : null
  return {
    devices,
    plan_exceeded: exceeded,
    plan_max_devices: planDefinition(plan).maxDevices,
    plan_upgrade: upgrade
      ? { plan: upgrade.plan, name: upgrade.name, max_devices: upgrade.maxDevices }
      : null,
  }
}
