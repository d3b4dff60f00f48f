import type { Group } from '@japa/runner/core'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type { OmadaSimulator } from '#plugins/omada/simulator/simulator_api'
import Controller from '#core/controllers/models/controller'
import type Location from '#core/locations/models/location'
import type User from '#core/users/models/user'
import { withConnection } from '#core/controllers/services/controller_connection'
import { CREDENTIALS, siteIdOf, startSimulator } from '#tests/plugins/omada/omada_target'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'
import { pollUntil } from '#tests/helpers/poll'
import { pushTenantKeys } from '#core/tenants/services/push_tenant_keys'

/** The simulator's PPSK network (seeded with the keys "Unit 1" and "Unit 2" on VLAN 30). */
export const TENANT_SSID = 'Tenants'

/**
 * One Omada simulator (it has PPSK) per test group, its faults reset before each test. Each test ends once the
 * jobs it started (key pushes, tenant mails and their delivery) are done, inside its transaction.
 */
export function useOmada(group: Group) {
  const holder: { sim?: OmadaSimulator } = {}
  group.setup(async () => {
    holder.sim = await startSimulator()
    return () => holder.sim?.stop()
  })
  group.each.setup(() => {
    holder.sim?.faults.reset()
    return () => jobsSettled()
  })
  return () => holder.sim!
}

export async function jobsSettled() {
  await pollUntil(
    async () => {
      const row = await db
        .from('job_runs')
        .whereIn('queue', ['tenants', 'tenants-mail', 'mail'])
        .whereIn('status', ['pending', 'running'])
        .count('* as open')
        .first()
      return Number(row?.open ?? 0) === 0
    },
    { what: 'the jobs of the test to finish' }
  )
}

export interface TenantWorld {
  admin: User
  editor: User
  reader: User
  stranger: User
  location: Location
  controllerId: number
  url: string
}

/**
 * A venue bound to the simulator's site through the API, tenant management on (support's switch) with the tenants
 * network and a default tenant VLAN; an editor (location_update), a read-only viewer and a user of another customer.
 */
export async function tenantWorld(
  client: ApiClient,
  sim: OmadaSimulator,
  options: { language?: string } = {}
): Promise<TenantWorld> {
  const admin = await createUser({ isAdmin: true })
  const { customer, location } = await createTenant()
  if (options.language)
    await db.from('customers').where('id', customer.id).update({ language: options.language })
  const editor = await createUser()
  await grant(editor, 'customer', customer.id, [
    'customer_read',
    'location_read',
    'location_update',
  ])
  const reader = await createUser()
  await grant(reader, 'location', location.id, ['location_read'])
  const stranger = await createUser()
  await grant(stranger, 'customer', (await createTenant()).customer.id, [
    'customer_read',
    'location_read',
    'location_update',
  ])

  const form = {
    vendor: 'omada',
    alias: `Omada tenants ${location.id}`,
    url: sim.url,
    ...CREDENTIALS,
    verifyTls: false,
  }
  const created = await client.post('/rest/controllers').json(form).withCsrfToken().loginAs(admin)
  if (created.status() !== 201)
    throw new Error(`controller not created: ${created.status()} ${created.text()}`)
  const bound = await client
    .put(`/rest/locations/${location.id}/network/controller`)
    .json({ controllerId: created.body().id, siteId: siteIdOf(sim) })
    .withCsrfToken()
    .loginAs(admin)
  if (bound.status() !== 200) throw new Error(`not bound: ${bound.status()} ${bound.text()}`)
  const enabled = await client
    .put(`/rest/locations/${location.id}`)
    .json({ tenant_management: true, ppsk_ssid: TENANT_SSID, default_tenant_vlan: 40 })
    .withCsrfToken()
    .loginAs(admin)
  if (enabled.status() !== 200)
    throw new Error(`tenant management not enabled: ${enabled.status()} ${enabled.text()}`)
  await location.refresh()
  return {
    admin,
    editor,
    reader,
    stranger,
    location,
    controllerId: created.body().id,
    url: `/rest/locations/${location.id}/network`,
  }
}

/** The tenant network's keys as the controller holds them, passphrases included. */
export async function controllerKeys(sim: OmadaSimulator, controllerId: number) {
  const controller = await Controller.findOrFail(controllerId)
  return withConnection(controller, async (connection) => {
    const wlans = await connection.listWlans!(siteIdOf(sim))
    const wlan = wlans.find((candidate) => candidate.name === TENANT_SSID)!
    return connection.listPpskKeys!(siteIdOf(sim), wlan.id)
  })
}

/** Makes the venue's pending creations due, as when the nightly run's time has come. */
export function nightHasCome(location: Location) {
  return db
    .from('tenants')
    .where('location_id', location.id)
    .where('status', 'pending_creation')
    .update({ create_after: new Date(Date.now() - 60_000) })
}

/** A CSV file for the import route. */
export function csv(lines: string[]) {
  return Buffer.from(lines.join('\n') + '\n')
}

/**
 * One sweep of the venue's due tenants, as the nightly job runs it. The periodic tick may have started a run of its
 * own meanwhile: then this waits for the lease and runs after it (tests assert the rows, not who did the work).
 */
export function sweep(locationId: number) {
  return pollUntil(
    async () => {
      const run = await pushTenantKeys(locationId)
      return run.busy ? undefined : run
    },
    { what: `a sweep of venue ${locationId}` }
  )
}
