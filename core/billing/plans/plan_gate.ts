import Location from '#core/locations/models/location'
import { AppException } from '#kernel/exceptions/app_exception'
import { lowestPlanWith, planIncludes, type PlanFeature } from './plan_catalog.js'

/**
 * Refuses a feature the venue's plan does not include: 403 E_PLAN_UPGRADE_REQUIRED, which the web app answers with
 * the upgrade page. Platform admins are not gated: they set venues up, whatever plan is sold.
 */
export function assertPlanIncludes(
  location: Pick<Location, 'plan'>,
  feature: PlanFeature,
  isAdmin: boolean
) {
  if (isAdmin || planIncludes(location.plan, feature)) return
  throw new AppException(403, 'E_PLAN_UPGRADE_REQUIRED', {
    data: { plan: lowestPlanWith(feature) },
  })
}

/** The same check for a venue named by id (a route that has the venue's id but not the model). */
export async function assertVenuePlanIncludes(
  locationId: number,
  feature: PlanFeature,
  isAdmin: boolean
) {
  if (isAdmin) return
  assertPlanIncludes(await Location.findOrFail(locationId), feature, isAdmin)
}
