import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import { Ajv, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import type User from '#core/users/models/user'
import { declaredRoutes } from '#kernel/http/contract/api_routes'
import { syncController } from '#core/network/services/sync_controller'
import { buildNetworkWorld, useSimulator } from '#tests/functional/network/network_world'

/**
 * Every network and controller answer against the schema its route declares (core/network/network_schemas.ts,
 * core/controllers/controller_schemas.ts), field by field, on a venue with a real snapshot: the authorization matrix
 * and the conformance test mostly see empty lists there. Each list checked must hold something, so a field that
 * drifts from its declaration fails here.
 */
const ajv = new Ajv({ strict: false, allErrors: true })
addFormats.default(ajv)
const validators = new Map<string, ValidateFunction>()

function validatorFor(method: string, pattern: string) {
  const key = `${method} ${pattern}`
  if (!validators.has(key)) {
    const route = declaredRoutes().find(
      (declared) => declared.method === method && declared.pattern === pattern
    )
    const response = route?.declaration.response
    if (!response || !('schema' in response)) throw new Error(`${key} declares no answer schema`)
    validators.set(key, ajv.compile(response.schema))
  }
  return validators.get(key)!
}

/** Lists of an answer that must not be empty for the check to mean something. */
function emptyLists(body: any, paths: string[]) {
  return paths.filter((path) => {
    const value = path.split('.').reduce((inner, part) => inner?.[part], body)
    return !Array.isArray(value) || value.length === 0
  })
}

function answers(client: ApiClient, failures: string[]) {
  return async (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    pattern: string,
    path: string,
    user: User,
    options: { body?: Record<string, unknown>; nonEmpty?: string[] } = {}
  ) => {
    let request = client[method.toLowerCase() as 'post'](path).withCsrfToken().loginAs(user)
    if (options.body) request = request.json(options.body)
    const response = await request
    const where = `${method} ${path}`
    if (response.status() < 200 || response.status() >= 300) {
      failures.push(`${where}: ${response.status()} ${response.text().slice(0, 200)}`)
      return response.body()
    }
    const validate = validatorFor(method, pattern)
    if (!validate(response.body()))
      failures.push(`${where}: ${ajv.errorsText(validate.errors, { separator: '; ' })}`)
    const empty = emptyLists(response.body(), options.nonEmpty ?? [])
    if (empty.length > 0) failures.push(`${where}: nothing in ${empty.join(', ')} to check`)
    return response.body()
  }
}

test.group('Network / answers match their declarations', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const sim = useSimulator(group)

  test('venue network reads and writes, field by field', async ({ client, assert }) => {
    const world = await buildNetworkWorld(client, sim())
    // A device that went away and came back: history events of every kind a sync records.
    const [, second] = sim().state.devices('default')
    sim().faults.setDeviceOnline('default', second.mac, false)
    await syncController(world.controller.id)
    sim().faults.setDeviceOnline('default', second.mac, true)
    await syncController(world.controller.id)

    const failures: string[] = []
    const call = answers(client, failures)
    const at = `/rest/locations/${world.location.id}/network`
    const pattern = (suffix: string) => `/rest/locations/:id/network${suffix}`

    await call('GET', pattern(''), at, world.reader, {
      nonEmpty: ['capabilities', 'networks.private'],
    })
    await call('GET', pattern(''), at, world.full)
    const devices = await call('GET', pattern('/devices'), `${at}/devices`, world.reader, {
      nonEmpty: ['data'],
    })
    const device = devices.data.find((item: any) => item.ports.length > 0) ?? devices.data[0]
    assert.exists(device, 'the simulator has devices')
    await call('GET', pattern('/devices/:deviceId'), `${at}/devices/${device.id}`, world.reader, {
      nonEmpty: ['ports'],
    })
    await call('PATCH', pattern('/devices/:deviceId'), `${at}/devices/${device.id}`, world.full, {
      body: { name: 'Core switch' },
    })
    await call(
      'POST',
      pattern('/devices/:deviceId/reboot'),
      `${at}/devices/${device.id}/reboot`,
      world.full
    )
    const clients = await call('GET', pattern('/clients'), `${at}/clients`, world.reader, {
      nonEmpty: ['data'],
    })
    await call(
      'PATCH',
      pattern('/clients/:mac'),
      `${at}/clients/${clients.data[0].mac}`,
      world.full,
      { body: { alias: 'Till' } }
    )
    await call('GET', pattern('/wlans'), `${at}/wlans`, world.reader, { nonEmpty: ['data'] })
    const subnets = await call(
      'GET',
      pattern('/settings/subnets'),
      `${at}/settings/subnets`,
      world.reader,
      { nonEmpty: ['data'] }
    )
    await call('GET', pattern('/settings/profiles'), `${at}/settings/profiles`, world.reader, {
      nonEmpty: ['data'],
    })
    await call('GET', pattern('/history'), `${at}/history?perPage=100`, world.reader, {
      nonEmpty: ['data'],
    })
    await call('GET', pattern('/history/series'), `${at}/history/series`, world.reader, {
      nonEmpty: ['points'],
    })
    const created = await call('POST', pattern('/devicegroups'), `${at}/devicegroups`, world.full, {
      body: { name: 'Tills', type: 'pos', deviceIds: [device.id] },
      nonEmpty: ['devices'],
    })
    await call('GET', pattern('/devicegroups'), `${at}/devicegroups`, world.reader, {
      nonEmpty: ['data'],
    })
    await call(
      'GET',
      pattern('/devicegroups/:groupId'),
      `${at}/devicegroups/${created.id}`,
      world.reader
    )
    const ppsk = await call('GET', pattern('/ppsk'), `${at}/ppsk`, world.full, {
      nonEmpty: ['wlans'],
    })
    // A UniFi key goes to a network of the site with that VLAN.
    const vlan = subnets.data.find((subnet: any) => subnet.vlan !== null)?.vlan
    assert.exists(vlan, 'the simulator has a VLAN network')
    if (ppsk?.wlans?.length) {
      await call('POST', pattern('/ppsk'), `${at}/ppsk`, world.full, {
        body: { wlanId: ppsk.wlans[0].id, name: 'Unit 1', vlan },
      })
      await call('GET', pattern('/ppsk'), `${at}/ppsk`, world.reader, { nonEmpty: ['data'] })
    }
    await call('POST', pattern('/commands/reboot'), `${at}/commands/reboot`, world.full)

    assert.deepEqual(failures, [])
  }).timeout(60_000)

  test('controller reads, check and sync, field by field', async ({ client, assert }) => {
    const world = await buildNetworkWorld(client, sim())
    const failures: string[] = []
    const call = answers(client, failures)
    const at = `/rest/controllers/${world.controller.id}`

    await call('GET', '/rest/controllers', '/rest/controllers', world.admin, { nonEmpty: ['data'] })
    await call('GET', '/rest/controllers/:id', at, world.admin, { nonEmpty: ['capabilities'] })
    await call('GET', '/rest/controllers/vendors', '/rest/controllers/vendors', world.admin, {
      nonEmpty: ['data'],
    })
    await call('GET', '/rest/controllers/:id/sites', `${at}/sites`, world.admin, {
      nonEmpty: ['data'],
    })
    await call('GET', '/rest/controllers/:id/listsites', `${at}/listsites`, world.admin, {
      nonEmpty: ['data'],
    })
    await call('POST', '/rest/controllers/:id/check', `${at}/check`, world.admin)
    await call('POST', '/rest/controllers/:id/sync', `${at}/sync`, world.admin)

    assert.deepEqual(failures, [])
  }).timeout(60_000)
})
