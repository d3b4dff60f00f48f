import type { HttpContext } from '@adonisjs/core/http'
import type { Infer } from '@vinejs/vine/types'
import Controller from '#core/controllers/models/controller'
import type Location from '#core/locations/models/location'
import { AppException } from '#kernel/exceptions/app_exception'
import { controllerUnreadable } from '#core/location_configuration/configuration_errors'
import {
  configuredDevices,
  type ConfigurationRecord,
} from '#core/location_configuration/queries/configuration_record'
import { readSite } from '#core/location_configuration/services/controller_reading'
import {
  checksWith,
  configurationChecks,
} from '#core/location_configuration/services/configuration_checks'
import type { STEP_VALIDATORS } from '#core/location_configuration/validators/configuration_validators'

type ReportInput = Infer<(typeof STEP_VALIDATORS)['report']>

const FAILED_RULE = {
  siteLinked: 'site_not_linked',
  devicesAdopted: 'device_not_adopted',
  wlansPresent: 'wlan_missing',
} as const

/**
 * Step 6, the configuration report (spec §3): what the controller can tell (site linked, devices adopted, WLANs
 * present) is read live now; the rest is the installer's word. A fact the controller contradicts is refused with
 * what is missing; a controller that cannot be read lets only an admin with a reason complete the report.
 */
export async function buildConfigurationReport(
  ctx: HttpContext,
  location: Location,
  input: ReportInput,
  record: ConfigurationRecord
) {
  const type = record.steps.type!
  const devices = configuredDevices(record.steps)
  const wlanNames = ((record.steps.wlans?.wlans ?? []) as Array<{ name: string }>).map(
    (wlan) => wlan.name
  )
  const controller = await Controller.find(type.controllerId)
  const reading = controller ? await readSite(controller, type.siteId) : null
  const checks = configurationChecks(reading, {
    siteId: type.siteId,
    boundSiteId: location.controllerId === type.controllerId ? location.controllerSiteId : null,
    macs: devices.map((device) => device.mac),
    wlanNames,
  })

  const failed = checksWith(checks, 'failed')
  if (failed.length)
    throw new AppException(422, 'E_CONFIGURATION_CHECK_FAILED', {
      errors: failed.map((field) => ({ field, rule: FAILED_RULE[field] })),
      data: {
        missing: failed.flatMap((field) => checks[field].missing).join(', '),
        devices: checks.devicesAdopted.missing.join(', '),
      },
    })
  const isAdmin = Boolean(ctx.auth.user?.isAdmin)
  const override = checksWith(checks, 'unreadable').length > 0
  if (override && (!isAdmin || !input.overrideReason)) throw controllerUnreadable(isAdmin)

  const count = (step: string) => devices.filter((device) => device.step === step).length
  return {
    configType: type.configType,
    simPresent: input.simPresent,
    internetType: input.internetType,
    fritzboxPresent: input.fritzboxPresent,
    vlans: input.vlans,
    option138: input.option138,
    option43: input.option43,
    wifiCheck: input.wifiCheck,
    guestPortal: input.guestPortal,
    pppoe: input.pppoe,
    vendors: [type.vendorName ?? type.vendor],
    controller: type.controllerAlias,
    site: type.siteName,
    configFile: type.configFileName,
    devices: { gateways: count('router'), switches: count('switch'), aps: count('access_point') },
    wlanNames,
    devicesAdopted: checks.devicesAdopted,
    sitesCreatedAndLinked: checks.siteLinked,
    wlansPresent: checks.wlansPresent,
    checkedAt: checks.checkedAt,
    overrideReason: override ? input.overrideReason! : null,
    completedBy: ctx.auth.user?.id ?? null,
    completedAt: new Date().toISOString(),
  }
}
