import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type Location from '#core/locations/models/location'
import { recordAudit } from '#kernel/audit/audit'
import {
  CONFIGURABLE_STATUSES,
  CONFIGURATION_STEPS,
  stepsBefore,
  type ConfigurationStep,
} from '#core/location_configuration/configuration_steps'
import { stepLocked, wrongLocationState } from '#core/location_configuration/configuration_errors'
import {
  loadConfiguration,
  storeConfiguration,
  type ConfigurationRecord,
  type StepValues,
} from '#core/location_configuration/queries/configuration_record'
import { STEP_VALIDATORS } from '#core/location_configuration/validators/configuration_validators'
import { saveTypeStep } from '#core/location_configuration/actions/type_step'
import { saveDeviceStep } from '#core/location_configuration/actions/device_steps'
import { buildConfigurationReport } from '#core/location_configuration/actions/report_step'
import { AppException } from '#kernel/exceptions/app_exception'
import { invalidateAccess } from '#core/access/services/access_stamps'
import { invalidatePortals } from '#core/portal/public/cache/portal_stamp'

function assertConfigurable(location: Pick<Location, 'status'>) {
  if (!CONFIGURABLE_STATUSES.includes(location.status)) throw wrongLocationState(location.status)
}

/** The step's checks and side effects (binding, config file, Peplink serial); what to store for it. */
async function stepValues(
  ctx: HttpContext,
  location: Location,
  step: ConfigurationStep,
  record: ConfigurationRecord
): Promise<StepValues> {
  const input = await ctx.request.validateUsing(STEP_VALIDATORS[step] as any)
  if (step === 'type') return saveTypeStep(ctx, location, input as any)
  if (step === 'router' || step === 'switch' || step === 'access_point')
    return saveDeviceStep(location, step, input as any, record)
  if (step === 'wlans') {
    const names = (input as { wlans: Array<{ name: string }> }).wlans.map((wlan) => wlan.name)
    if (new Set(names).size !== names.length) throw AppException.invalidField('wlans', 'distinct')
    return input as StepValues
  }
  return buildConfigurationReport(ctx, location, input as any, record)
}

/** A new controller or site makes the device and WLAN steps start over: they named another network. */
function keptSteps(record: ConfigurationRecord, step: ConfigurationStep, values: StepValues) {
  const previous = record.steps.type
  const rebound =
    step === 'type' &&
    previous &&
    (previous.controllerId !== values.controllerId || previous.siteId !== values.siteId)
  if (!rebound) return record
  return { ...record, steps: {}, completedSteps: [] }
}

/**
 * POST /locations/{id}/configuration: saves one step of the wizard once its checks pass, so reopening it (on any
 * device) resumes at the first step not completed. A step opens only after the ones before it; the last one writes
 * the configuration report and moves the venue to "ready for installation". The venue row is locked while the step
 * is stored, so two people saving at once queue and the second sees the venue's new status.
 */
export async function saveConfigurationStep(
  ctx: HttpContext,
  location: Location,
  step: ConfigurationStep
) {
  assertConfigurable(location)
  const before = await loadConfiguration(location.id)
  const missing = stepsBefore(step).find((earlier) => !before.completedSteps.includes(earlier))
  if (missing) throw stepLocked(missing)

  const values = await stepValues(ctx, location, step, before)
  const userId = ctx.auth.user?.id ?? null
  await db.transaction(async (trx) => {
    const venue = await trx.from('locations').where('id', location.id).forUpdate().first()
    assertConfigurable(venue)
    const record = keptSteps(await loadConfiguration(location.id, trx), step, values)
    const completedSteps = CONFIGURATION_STEPS.filter(
      (known) => known === step || record.completedSteps.includes(known)
    )
    const steps = { ...record.steps, [step]: values }
    const done = step === 'report'
    await storeConfiguration(
      trx,
      location.id,
      { steps, completedSteps, completedAt: done ? new Date() : null },
      userId
    )
    const changes = venueChanges(step, values, venue)
    if (Object.keys(changes).length) {
      await trx
        .from('locations')
        .where('id', location.id)
        .update({ ...changes, updated_at: new Date() })
      await invalidateAccess('everyone', trx)
      if ('status' in changes) await invalidatePortals(trx)
    }
    await recordAudit(
      {
        action: done ? 'location.configuration_completed' : 'location.configuration_step_saved',
        objectType: 'location',
        objectId: location.id,
        oldValues: { step, status: venue.status, plan: venue.plan },
        newValues: { step, ...auditValues(step, values), ...changes },
      },
      trx
    )
  })
  await location.refresh()
}

/** What a step changes on the venue itself: the plan chosen, and on completion the report, counts and status. */
function venueChanges(step: ConfigurationStep, values: StepValues, venue: Record<string, any>) {
  if (step === 'access_point' && values.plan !== venue.plan) return { plan: values.plan }
  if (step !== 'report') return {}
  return {
    config_report: JSON.stringify(values),
    amount_gateways: values.devices.gateways,
    amount_switches: values.devices.switches,
    amount_aps: values.devices.aps,
    status: 'ready_for_installation',
  }
}

/** The history keeps the step's fields; the report is summed up, not copied (the venue keeps it whole). */
function auditValues(step: ConfigurationStep, values: StepValues) {
  if (step !== 'report') return values
  return {
    overrideReason: values.overrideReason,
    devicesAdopted: values.devicesAdopted.result,
    sitesCreatedAndLinked: values.sitesCreatedAndLinked.result,
    wlansPresent: values.wlansPresent.result,
  }
}
