import type { ApiClient } from '@japa/api-client'
import type { UnifiSimulator } from '#plugins/unifi/simulator/simulator_api'
import Controller from '#core/controllers/models/controller'
import NetworkConfigFile from '#core/network_config/models/network_config_file'
import type User from '#core/users/models/user'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'
import { controllerForm, siteIdByName } from '#tests/functional/network/network_world'

export { useSimulator } from '#tests/functional/network/network_world'

/** The simulator's "default" site: a Dream Machine, a switch and two access points (seed 42). */
export const GATEWAY = { mac: '24:5a:4c:0e:03:c1', ip: '192.168.1.1' }
export const SWITCH = { mac: 'f0:9f:c2:30:b9:91', ip: '192.168.1.2' }
export const APS = [
  { mac: '78:8a:20:52:33:ab', ip: '192.168.1.20' },
  { mac: 'e0:63:da:86:9d:a3', ip: '192.168.1.21' },
]
export const WLANS = [
  { name: 'Personeel', guest: false },
  { name: 'Gasten WiFi', guest: true },
]

function configFile(name: string, minVersion: string, maxVersion: string | null) {
  return NetworkConfigFile.create({
    name,
    vendor: 'unifi',
    minVersion,
    maxVersion,
    canChangeWifiSettings: true,
    originalName: `${name}.unf`,
    size: 10,
    sha256: '0'.repeat(64),
    storagePath: `network_config/${name}.unf`,
  })
}

/**
 * A venue to deploy of a business customer with an active subscription, the simulator's controller (UniFi Network
 * 9.0.114), a config file for that version and one for 8.x, an installer, an admin and the customer's own user.
 */
export async function buildConfigurationWorld(client: ApiClient, sim: UnifiSimulator) {
  const admin = await createUser({ isAdmin: true })
  const installer = await createUser({ accountRole: 'installer', firstname: 'Ines' })
  const { customer, location } = await createTenant()
  location.merge({
    status: 'to_deploy',
    plan: 1,
    subscriptionId: 'sub_wizard',
    subscriptionStatus: 'active',
  })
  await location.save()
  const customerUser = await createUser()
  await grant(customerUser, 'customer', customer.id, [
    'customer_read',
    'customer_update',
    'location_read',
    'location_update',
  ])
  const created = await client
    .post('/rest/controllers')
    .json(controllerForm(sim, { alias: 'Wizard controller' }))
    .withCsrfToken()
    .loginAs(admin)
  if (created.status() !== 201)
    throw new Error(`controller not created: ${created.status()} ${created.text()}`)
  const controller = (await Controller.find(created.body().id))!
  const siteId = (await siteIdByName(controller.id, 'default'))!
  return {
    admin,
    installer,
    customer,
    customerUser,
    location,
    controller,
    siteId,
    fits: await configFile('Bar 9.0', '9.0', '9.0'),
    older: await configFile('Bar 8.x', '8.0', '8.6'),
  }
}

export type ConfigurationWorld = Awaited<ReturnType<typeof buildConfigurationWorld>>

export function saveStep(
  client: ApiClient,
  world: ConfigurationWorld,
  step: string,
  fields: Record<string, unknown>,
  as: User = world.installer,
  lang = 'en'
) {
  return client
    .post(`/rest/locations/${world.location.id}/configuration`)
    .header('accept-language', lang)
    .json({ step, ...fields })
    .withCsrfToken()
    .loginAs(as)
}

export const typeFields = (world: ConfigurationWorld, extra: Record<string, unknown> = {}) => ({
  configType: 'full',
  vendor: 'unifi',
  controllerId: world.controller.id,
  siteId: world.siteId,
  configFileId: world.fits.id,
  ...extra,
})

export const REPORT_FIELDS = {
  simPresent: false,
  internetType: 'fiber',
  fritzboxPresent: false,
  vlans: true,
  option138: false,
  option43: true,
  wifiCheck: true,
  guestPortal: true,
  pppoe: false,
}

/** Steps 1–5 saved as an installer would (the plan raised to Business for the four devices). */
export async function throughWlans(client: ApiClient, world: ConfigurationWorld, as?: User) {
  const steps: Array<[string, Record<string, unknown>]> = [
    ['type', typeFields(world)],
    ['router', { devices: [GATEWAY] }],
    ['switch', { devices: [SWITCH] }],
    ['access_point', { devices: APS, plan: 2 }],
    ['wlans', { wlans: WLANS }],
  ]
  for (const [step, fields] of steps) {
    const response = await saveStep(client, world, step, fields, as)
    if (response.status() !== 200)
      throw new Error(`${step} not saved: ${response.status()} ${response.text()}`)
  }
}

export type { User }
