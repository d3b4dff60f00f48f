import type Location from '#core/locations/models/location'
import { PLANS } from '#core/billing/plans/plan_catalog'
import {
  CONFIGURABLE_STATUSES,
  CONFIGURATION_STEPS,
  resumeStep,
} from '#core/location_configuration/configuration_steps'
import { loadConfiguration } from '#core/location_configuration/queries/configuration_record'

/**
 * The wizard as the web app reopens it: every step saved, the step to resume at, whether the venue's status still
 * allows it, the plans to choose from, and the report once completed.
 */
export async function configurationView(location: Location) {
  const record = await loadConfiguration(location.id)
  return {
    locationId: location.id,
    status: location.status,
    editable: CONFIGURABLE_STATUSES.includes(location.status),
    steps: CONFIGURATION_STEPS.map((step) => ({
      step,
      completed: record.completedSteps.includes(step),
      values: record.steps[step] ?? null,
    })),
    currentStep: resumeStep(record.completedSteps),
    completedAt: record.completedAt ? new Date(record.completedAt).toISOString() : null,
    plan: location.plan,
    plans: PLANS.map((plan) => ({ plan: plan.plan, name: plan.name, maxDevices: plan.maxDevices })),
    report: location.configReport,
  }
}
