import type { Group } from '@japa/runner/core'
import type { ApiClient } from '@japa/api-client'
import { startUnifiSimulator } from '#plugins/unifi/simulator/index'
import type { UnifiSimulator } from '#plugins/unifi/simulator/simulator_api'
import Controller from '#core/controllers/models/controller'
import Location from '#core/locations/models/location'
import type User from '#core/users/models/user'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'

export const SIM_USER = 'airdeck-admin'
export const SIM_PASSWORD = 'Sim-pass-2026!'

/** One simulator per test group (UniFi OS, self-signed TLS, two small sites and a spare one). */
export function useSimulator(
  group: Group,
  options: { rebootSeconds?: number; clock?: () => number } = {}
) {
  const holder: { sim?: UnifiSimulator } = {}
  group.setup(async () => {
    holder.sim = await startUnifiSimulator({
      flavour: 'unifi-os',
      tls: true,
      username: SIM_USER,
      password: SIM_PASSWORD,
      rebootSeconds: options.rebootSeconds ?? 1,
      randomSeed: 42,
      clock: options.clock,
      sites: [
        {
          name: 'default',
          desc: 'Main bar',
          switches: 1,
          aps: 2,
          wiredClients: 3,
          wirelessClients: 6,
        },
        {
          name: 'terrace',
          desc: 'Terrace',
          switches: 1,
          aps: 1,
          wiredClients: 1,
          wirelessClients: 3,
        },
        {
          name: 'spare',
          desc: 'Spare site',
          switches: 1,
          aps: 1,
          wiredClients: 1,
          wirelessClients: 1,
        },
      ],
    })
    return () => holder.sim?.stop()
  })
  group.each.setup(() => {
    const sim = holder.sim!
    sim.faults.reset()
    for (const site of sim.state.siteNames()) {
      for (const device of sim.state.devices(site))
        if (device.state === 0) sim.faults.setDeviceOnline(site, device.mac, true)
    }
  })
  return () => holder.sim!
}

export function controllerForm(sim: UnifiSimulator, extra: Record<string, unknown> = {}) {
  return {
    vendor: 'unifi',
    url: sim.url,
    username: SIM_USER,
    password: SIM_PASSWORD,
    verifyTls: false,
    ...extra,
  }
}

/**
 * A venue bound to the simulator's "default" site through the API, and the people around it: an admin, a customer
 * user with every right on the venue's customer, a read-only viewer, and a user of another customer.
 */
export async function buildNetworkWorld(client: ApiClient, sim: UnifiSimulator) {
  const admin = await createUser({ isAdmin: true })
  const { customer, location } = await createTenant()
  const other = await createTenant()
  const full = await createUser()
  await grant(full, 'customer', customer.id, [
    'customer_read',
    'customer_update',
    'location_read',
    'location_update',
  ])
  const reader = await createUser()
  await grant(reader, 'location', location.id, ['location_read'])
  const stranger = await createUser()
  await grant(stranger, 'customer', other.customer.id, [
    'customer_read',
    'location_read',
    'location_update',
  ])

  const created = await client
    .post('/rest/controllers')
    .json(controllerForm(sim, { alias: 'Test controller' }))
    .withCsrfToken()
    .loginAs(admin)
  if (created.status() !== 201)
    throw new Error(`controller not created: ${created.status()} ${created.text()}`)
  const controller = (await Controller.find(created.body().id))!
  const siteId = (await siteIdByName(controller.id, 'default'))!
  const bound = await client
    .put(`/rest/locations/${location.id}/network/controller`)
    .json({ controllerId: controller.id, siteId })
    .withCsrfToken()
    .loginAs(admin)
  if (bound.status() !== 200) throw new Error(`not bound: ${bound.status()} ${bound.text()}`)
  await location.refresh()
  return {
    admin,
    full,
    reader,
    stranger,
    customer,
    location,
    otherLocation: other.location,
    controller,
    siteId,
  }
}

export async function siteIdByName(controllerId: number, name: string) {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const rows = await db.from('controller_sites').where('controller_id', controllerId)
  // UniFi site ids are opaque; the simulator's short key or description identifies them in tests.
  const row = rows.find(
    (site) => site.remote_id === name || site.name === name || site.name === descOf(name)
  )
  return row?.remote_id as string | undefined
}

function descOf(name: string) {
  return { default: 'Main bar', terrace: 'Terrace', spare: 'Spare site' }[name] ?? name
}

export async function reloadLocation(location: Location) {
  return (await Location.find(location.id))!
}

export type NetworkWorld = Awaited<ReturnType<typeof buildNetworkWorld>>
export type { User }
