import { test } from '@japa/runner'
import { startZeroTierSimulator } from '#plugins/zerotier/simulator/index'
import type {
  ZeroTierSimulator,
  ZeroTierSimulatorOptions,
} from '#plugins/zerotier/simulator/simulator_api'

const TOKEN = 'sim-token-abcdef'

async function start(options: Partial<ZeroTierSimulatorOptions> = {}) {
  return startZeroTierSimulator({
    token: TOKEN,
    tls: false,
    randomSeed: 7,
    networks: [{ name: 'Venue A', members: 3, offline: 1, pending: 1 }, { name: 'Venue B' }],
    limitedTokens: { 'limited-token-1': ['Venue B'] },
    ...options,
  })
}

/** A bare client, as a third-party script against Central would be. */
function central(simulator: ZeroTierSimulator, authorization: string | null = `token ${TOKEN}`) {
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${simulator.url}${path}`, {
      method,
      headers: {
        ...(authorization ? { authorization } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    const text = await response.text()
    return {
      status: response.status,
      headers: response.headers,
      json: text ? JSON.parse(text) : undefined,
    }
  }
}

test.group('zerotier simulator / Central v1', (group) => {
  let simulator: ZeroTierSimulator
  let venueA: string
  let venueB: string
  group.setup(async () => {
    simulator = await start()
    venueA = simulator.state.networkIdByName('Venue A')!
    venueB = simulator.state.networkIdByName('Venue B')!
    return () => simulator.stop()
  })
  group.each.setup(() => simulator.faults.reset())

  test('token and bearer schemes in any case; anything else is 401', async ({ assert }) => {
    for (const scheme of ['token', 'Token', 'bearer', 'Bearer', 'TOKEN']) {
      assert.equal(
        (await central(simulator, `${scheme} ${TOKEN}`)('GET', '/api/v1/status')).status,
        200,
        scheme
      )
    }
    for (const authorization of [null, 'token wrong', `Basic ${TOKEN}`, TOKEN]) {
      const answer = await central(simulator, authorization)('GET', '/api/v1/network')
      assert.equal(answer.status, 401, String(authorization))
    }
  })

  test('status, networks, one network, members, one member', async ({ assert }) => {
    const call = central(simulator)
    const status = (await call('GET', '/api/v1/status')).json
    assert.include(status, { version: '1.0.0', readOnlyMode: false })
    const networks = (await call('GET', '/api/v1/network')).json
    assert.deepEqual(
      networks.map((n: any) => n.config.name),
      ['Venue A', 'Venue B']
    )
    const network = (await call('GET', `/api/v1/network/${venueA}`)).json
    assert.include(network, {
      id: venueA,
      totalMemberCount: 5,
      authorizedMemberCount: 4,
      onlineMemberCount: 3,
    })
    assert.match(venueA, /^[0-9a-f]{16}$/)

    const members = (await call('GET', `/api/v1/network/${venueA}/member`)).json
    assert.lengthOf(members, 5)
    for (const member of members) {
      assert.match(member.nodeId, /^[0-9a-f]{10}$/)
      assert.equal(member.id, `${venueA}-${member.nodeId}`)
      assert.equal(member.lastSeen, member.lastOnline)
      assert.properties(member.config, [
        'authorized',
        'activeBridge',
        'ipAssignments',
        'noAutoAssignIps',
        'creationTime',
        'lastAuthorizedTime',
        'lastDeauthorizedTime',
        'revision',
        'tags',
        'capabilities',
        'ssoExempt',
        'vMajor',
        'vMinor',
        'vRev',
        'vProto',
      ])
    }
    const one = (
      await call('GET', `/api/v1/network/${venueA}/member/${members[0].nodeId.toUpperCase()}`)
    ).json
    assert.equal(one.nodeId, members[0].nodeId)
  })

  test('404 for an unknown network or member; 403 for a network the token may not see', async ({
    assert,
  }) => {
    const call = central(simulator)
    assert.equal((await call('GET', '/api/v1/network/0123456789abcdef')).status, 404)
    assert.equal((await call('GET', `/api/v1/network/${venueA}/member/0123456789`)).status, 404)
    assert.equal(
      (await call('POST', `/api/v1/network/${venueA}/member/0123456789`, { name: 'x' })).status,
      404
    )
    const limited = central(simulator, 'bearer limited-token-1')
    assert.deepEqual(
      (await limited('GET', '/api/v1/network')).json.map((n: any) => n.id),
      [venueB]
    )
    assert.equal((await limited('GET', `/api/v1/network/${venueA}`)).status, 403)
    assert.equal((await limited('GET', `/api/v1/network/${venueA}/member`)).status, 403)
    assert.equal((await limited('GET', `/api/v1/network/${venueB}/member`)).status, 200)
  })

  test('POST deep-merges a partial member, bumps the revision and stamps authorization times', async ({
    assert,
  }) => {
    const call = central(simulator)
    const pending = simulator.join(venueA, { name: 'tablet' })
    assert.include(pending.config, { authorized: false, lastAuthorizedTime: 0 })
    assert.deepEqual(pending.config.ipAssignments, [])
    const path = `/api/v1/network/${venueA}/member/${pending.nodeId}`

    const renamed = (await call('POST', path, { name: 'Tablet bar', description: 'bij de tap' }))
      .json
    assert.include(renamed, { name: 'Tablet bar', description: 'bij de tap' })
    assert.equal(renamed.config.revision, pending.config.revision + 1)
    assert.isFalse(renamed.config.authorized)

    const authorized = (await call('POST', path, { config: { authorized: true } })).json
    assert.include(authorized, { name: 'Tablet bar' })
    assert.isTrue(authorized.config.authorized)
    assert.isAbove(authorized.config.lastAuthorizedTime, 0)
    assert.lengthOf(authorized.config.ipAssignments, 1, 'an address from the pool')

    const readOnly = (
      await call('POST', path, {
        nodeId: 'ffffffffff',
        lastSeen: 1,
        config: { ipAssignments: ['10.1.2.3', 'fd00::3'] },
      })
    ).json
    assert.equal(readOnly.nodeId, pending.nodeId)
    assert.notEqual(readOnly.lastSeen, 1)
    assert.deepEqual(readOnly.config.ipAssignments, ['10.1.2.3', 'fd00::3'])

    const refused = (await call('POST', path, { config: { authorized: false } })).json
    assert.isAbove(refused.config.lastDeauthorizedTime, 0)
    assert.equal(refused.config.revision, pending.config.revision + 4)

    for (const bad of [
      { name: 5 },
      { config: { authorized: 'yes' } },
      { config: { ipAssignments: ['not-an-ip'] } },
      [1],
      'text',
    ]) {
      assert.equal((await call('POST', path, bad)).status, 400, JSON.stringify(bad))
    }
    assert.equal((await call('GET', path)).json.config.revision, refused.config.revision)
  })

  test('DELETE removes the member', async ({ assert }) => {
    const call = central(simulator)
    const joined = simulator.join(venueA)
    const path = `/api/v1/network/${venueA}/member/${joined.nodeId}`
    assert.equal((await call('DELETE', path)).status, 200)
    assert.equal((await call('GET', path)).status, 404)
  })

  test('control routes: join, member on/offline, state', async ({ assert }) => {
    const control = central(simulator, null)
    const joined = (
      await control('POST', `/__sim/networks/${venueA}/join`, {
        nodeId: 'abcdef0123',
        name: 'kiosk',
      })
    ).json
    assert.include(joined, { nodeId: 'abcdef0123', name: 'kiosk' })
    await control('POST', '/__sim/faults', {
      memberOnline: { network: venueA, node: 'abcdef0123', online: false, offlineForMs: 7_200_000 },
    })
    const state = (await control('GET', `/__sim/state?network=${venueA}`)).json
    const member = state.members.find((m: any) => m.nodeId === 'abcdef0123')
    assert.isBelow(member.lastSeen, Date.now() - 7_000_000)
    const added = (
      await control('POST', '/__sim/networks', {
        name: 'Venue C',
        members: 1,
        pending: 0,
        offline: 0,
      })
    ).json
    assert.lengthOf(simulator.state.members(added.id), 1)
  })
})

test.group('zerotier simulator / seeds, scale, time and rate limit', () => {
  test('same seed, same networks; another seed, others', async ({ assert }) => {
    const [a, b, c] = await Promise.all([start(), start(), start({ randomSeed: 8 })])
    try {
      const snapshot = (sim: ZeroTierSimulator) =>
        sim.state
          .networkIds()
          .map((id) =>
            sim.state
              .members(id)
              .map((m) => [m.nodeId, m.name, m.config.ipAssignments, m.physicalAddress])
          )
      assert.deepEqual(a.state.networkIds(), b.state.networkIds())
      assert.deepEqual(snapshot(a), snapshot(b))
      assert.notDeepEqual(a.state.networkIds(), c.state.networkIds())
    } finally {
      await Promise.all([a.stop(), b.stop(), c.stop()])
    }
  })

  test('bulk: 300 generated networks in one list', async ({ assert }) => {
    const simulator = await start({
      networks: undefined,
      limitedTokens: {},
      generatedNetworks: 300,
    })
    try {
      const networks = (await central(simulator)('GET', '/api/v1/network')).json
      assert.lengthOf(networks, 300)
      assert.lengthOf(new Set(networks.map((n: any) => n.id)), 300)
      assert.equal(networks[299].config.name, 'Venue 300')
      assert.equal(networks[0].totalMemberCount, 6)
    } finally {
      await simulator.stop()
    }
  })

  test('lastSeen of online members follows the clock; offline members keep theirs', async ({
    assert,
  }) => {
    let now = 1_800_000_000_000
    const simulator = await start({ clock: () => now })
    try {
      const id = simulator.state.networkIdByName('Venue A')!
      const before = simulator.state.members(id)
      now += 3_600_000
      const after = simulator.state.members(id)
      const online = before.findIndex((m) => m.name === 'venue-gw-01')
      assert.equal(after[online].lastSeen - before[online].lastSeen, 3_600_000)
      const offline = before.findIndex(
        (m) => m.config.authorized && now - 3_600_000 - m.lastSeen > 3_600_000
      )
      assert.isAtLeast(offline, 0)
      assert.equal(after[offline].lastSeen, before[offline].lastSeen)
    } finally {
      await simulator.stop()
    }
  })

  test('over the per-second budget: 429 with Retry-After, per token', async ({ assert }) => {
    const simulator = await start({ rateLimitPerSecond: 3 })
    try {
      const call = central(simulator)
      const statuses = []
      for (let i = 0; i < 5; i++) statuses.push((await call('GET', '/api/v1/status')).status)
      assert.deepEqual(statuses, [200, 200, 200, 429, 429])
      const limited = await call('GET', '/api/v1/status')
      assert.equal(limited.headers.get('retry-after'), '1')
      assert.equal(
        (await central(simulator, 'token limited-token-1')('GET', '/api/v1/status')).status,
        200
      )
    } finally {
      await simulator.stop()
    }
  })
})
