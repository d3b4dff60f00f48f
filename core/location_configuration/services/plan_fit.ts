import { AppException } from '#kernel/exceptions/app_exception'
import { planDefinition, smallestPlanFor } from '#core/billing/plans/plan_catalog'

/**
 * Spec §5: the plan must suit the device count. Refused with the smallest plan that does (choose it or higher), or
 * with no suggestion when even the largest plan is too small.
 */
export function assertPlanFits(plan: number, devices: number) {
  const current = planDefinition(plan)
  if (devices <= current.maxDevices) return
  const suggested = smallestPlanFor(devices)
  throw new AppException(
    422,
    suggested ? 'E_CONFIGURATION_PLAN_TOO_SMALL' : 'E_NO_PLAN_BIG_ENOUGH',
    {
      errors: [{ field: 'plan', rule: suggested ? 'plan_too_small' : 'no_plan_big_enough' }],
      data: {
        devices,
        plan: current.plan,
        planName: current.name,
        maxDevices: current.maxDevices,
        suggestedPlan: suggested?.plan ?? null,
        suggestedName: suggested?.name ?? null,
      },
    }
  )
}
