import type Location from '#core/locations/models/location'
import { normalizeMac } from '#core/plugins/controller_contract'
import { saveVendorSettings } from '#core/location_vendor_settings/vendor_settings'
import { AppException } from '#kernel/exceptions/app_exception'
import {
  needsDevices,
  type ConfigType,
  type DeviceStep,
} from '#core/location_configuration/configuration_steps'
import {
  configuredDevices,
  type ConfigurationRecord,
} from '#core/location_configuration/queries/configuration_record'
import { assertPlanFits } from '#core/location_configuration/services/plan_fit'

interface DeviceInput {
  devices: Array<{ mac: string; ip: string; name?: string }>
  peplinkSerial?: string
  plan?: number
}

/** The devices of a step, their MACs written the one way, none twice and no address twice across the steps. */
function checkedDevices(step: DeviceStep, input: DeviceInput, record: ConfigurationRecord) {
  const configType = record.steps.type?.configType as ConfigType
  if (needsDevices(step, configType) && input.devices.length === 0)
    throw AppException.invalidField('devices', 'min_devices')
  const devices = input.devices.map((device) => ({
    mac: normalizeMac(device.mac)!,
    ip: device.ip,
    ...(device.name ? { name: device.name } : {}),
  }))
  const others = configuredDevices(record.steps).filter((device) => device.step !== step)
  const macs = new Set(others.map((device) => device.mac))
  const ips = new Set(others.map((device) => device.ip))
  for (const device of devices) {
    if (macs.has(device.mac)) throw AppException.invalidField('devices', 'duplicate_mac')
    if (ips.has(device.ip)) throw AppException.invalidField('devices', 'duplicate_ip')
    macs.add(device.mac)
    ips.add(device.ip)
  }
  return devices
}

/**
 * Steps 2–4: the router (and on Peplink its serial, picked from the controller's devices, kept in the venue's Peplink
 * settings), the switches, the access points. The access point step completes the device count, so it is where the
 * plan must suit it (spec §5); a bigger plan chosen there becomes the venue's plan when the step is saved.
 */
export async function saveDeviceStep(
  location: Location,
  step: DeviceStep,
  input: DeviceInput,
  record: ConfigurationRecord
) {
  const devices = checkedDevices(step, input, record)
  if (step === 'router' && record.steps.type?.vendor === 'peplink') {
    if (!input.peplinkSerial) throw AppException.invalidField('peplinkSerial', 'required')
    const current = location.vendorSettings?.peplink ?? {}
    await saveVendorSettings(location, 'peplink', { ...current, serial: input.peplinkSerial })
    return { devices, peplinkSerial: input.peplinkSerial }
  }
  if (step !== 'access_point') return { devices }

  const total =
    configuredDevices(record.steps).filter((device) => device.step !== step).length + devices.length
  const plan = input.plan ?? location.plan
  assertPlanFits(plan, total)
  return { devices, plan, devicesTotal: total }
}
