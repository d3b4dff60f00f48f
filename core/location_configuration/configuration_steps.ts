import type { LocationStatus } from '#core/locations/location_states'

/** The six steps of the configuration wizard, in order (spec §2). */
export const CONFIGURATION_STEPS = [
  'type',
  'router',
  'switch',
  'access_point',
  'wlans',
  'report',
] as const
export type ConfigurationStep = (typeof CONFIGURATION_STEPS)[number]

/**
 * What is being configured: the whole network (router, switches, access points), WiFi only behind the venue's own
 * router, or the router only. It decides which device steps need at least one device.
 */
export const CONFIG_TYPES = ['full', 'wifi_only', 'router_only'] as const
export type ConfigType = (typeof CONFIG_TYPES)[number]

export const INTERNET_TYPES = ['fiber', 'vdsl', 'cable', 'mobile', 'none'] as const

/** The device steps and the kind of device each names on the controller. */
export const DEVICE_STEPS = {
  router: 'gateway',
  switch: 'switch',
  access_point: 'ap',
} as const
export type DeviceStep = keyof typeof DEVICE_STEPS

/** Whether a device step must name at least one device for this configuration type. */
export function needsDevices(step: DeviceStep, configType: ConfigType) {
  if (step === 'router') return configType !== 'wifi_only'
  if (step === 'access_point') return configType !== 'router_only'
  return false
}

/** The wizard runs before the installation: a venue to deploy or ready for configuration. */
export const CONFIGURABLE_STATUSES: readonly LocationStatus[] = [
  'to_deploy',
  'ready_for_configuration',
]

/** Steps that come before `step`. */
export function stepsBefore(step: ConfigurationStep) {
  return CONFIGURATION_STEPS.slice(0, CONFIGURATION_STEPS.indexOf(step))
}

/** The first step not completed yet: where reopening the wizard resumes; null when every step is. */
export function resumeStep(completed: readonly string[]): ConfigurationStep | null {
  return CONFIGURATION_STEPS.find((step) => !completed.includes(step)) ?? null
}
