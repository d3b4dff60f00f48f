import { test } from '@japa/runner'
import { createServer } from 'node:net'
import testUtils from '@adonisjs/core/services/test_utils'
import env from '#start/env'
import Controller from '#core/controllers/models/controller'
import { assertReachableAddress } from '#kernel/outbound/guarded_connector'
import { OutboundError } from '#kernel/outbound/outbound_errors'
import { controllerPolicy, fakeOutboundResolution } from '#kernel/outbound/outbound_policy'
import { closePluginHttpAgents } from '#core/plugins/plugin_http'
import { createUser } from '#tests/helpers/fixtures'
import { controllerForm, useSimulator } from '#tests/functional/network/network_world'

/**
 * Issue 31 item 10: controller URLs go through the outbound guard of webhooks. The guard is tested by its decision:
 * private addresses come only from a fake resolver and are refused before any connection; the only address ever
 * connected to is loopback (the simulator), which the test settings allow (OUTBOUND_ALLOW_PRIVATE=true).
 */
const PRIVATE_NAMES = {
  'lan-controller.test': ['10.0.0.1'],
  'home-controller.test': ['192.168.1.1'],
  'allowed-lan.test': ['10.20.0.5'],
  'metadata.test': ['169.254.169.254'],
  'rebind.test': ['127.0.0.1'],
}

function refusal(address: string, privateNetwork: boolean) {
  try {
    assertReachableAddress(address, controllerPolicy(privateNetwork))
    return 'allowed'
  } catch (error) {
    return error instanceof OutboundError ? error.kind : String(error)
  }
}

/** A loopback port nothing listens on (connection refused). */
async function closedPort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

test.group('Controllers / outbound guard', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => fakeOutboundResolution(PRIVATE_NAMES))
  group.each.setup(() => {
    const before = env.get('CONTROLLER_PRIVATE_NETWORKS')
    return () => env.set('CONTROLLER_PRIVATE_NETWORKS', before ?? '')
  })
  const sim = useSimulator(group)
  const form = (url: string, extra: Record<string, unknown> = {}) =>
    controllerForm(sim(), { url, ...extra })

  test('private addresses are refused at save, for admins and installers, even where loopback is allowed', async ({
    client,
    assert,
  }) => {
    assert.isTrue(env.get('OUTBOUND_ALLOW_PRIVATE'), 'the test settings allow loopback')
    const admin = await createUser({ isAdmin: true })
    const installer = await createUser({ accountRole: 'installer' })
    for (const user of [admin, installer]) {
      for (const url of [
        'https://lan-controller.test:8443',
        'https://home-controller.test:8443',
        'https://metadata.test:443',
      ]) {
        const refused = await client
          .post('/rest/controllers')
          .json(form(url))
          .header('accept-language', 'en')
          .withCsrfToken()
          .loginAs(user)
        refused.assertStatus(422)
        assert.equal(refused.body().code, 'E_CONTROLLER_URL_REFUSED', url)
        assert.deepEqual(
          refused.body().errors.map((error: any) => [error.field, error.rule]),
          [['url', 'controller_public_address']]
        )
      }
    }
    const plain = await client
      .post('/rest/controllers')
      .json(form('http://lan-controller.test:8080'))
      .withCsrfToken()
      .loginAs(admin)
    plain.assertStatus(422)
    assert.equal(plain.body().errors[0].rule, 'controller_https')
    assert.equal(
      await Controller.query()
        .count('* as total')
        .first()
        .then((row) => Number(row!.$extras.total)),
      0
    )
  })

  test('a name that turns private after the save is refused at connect time (DNS rebinding)', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const port = new URL(sim().url).port
    const saved = await client
      .post('/rest/controllers')
      .json(form(`https://rebind.test:${port}`))
      .withCsrfToken()
      .loginAs(admin)
    saved.assertStatus(201)
    PRIVATE_NAMES['rebind.test'] = ['10.0.0.7']
    await closePluginHttpAgents() // the kept-alive socket ends (as after its idle timeout): the next one connects anew
    try {
      const checked = await client
        .post(`/rest/controllers/${saved.body().id}/check`)
        .withCsrfToken()
        .loginAs(admin)
      checked.assertStatus(200)
      assert.equal(checked.body().status, 'unavailable')
      assert.match(checked.body().lastError, /not allowed/)
    } finally {
      PRIVATE_NAMES['rebind.test'] = ['127.0.0.1']
    }
  })

  test('private_network: only admins set it; it opens CONTROLLER_PRIVATE_NETWORKS and nothing else', async ({
    client,
    assert,
  }) => {
    env.set('CONTROLLER_PRIVATE_NETWORKS', '10.20.0.0/16, 169.254.0.0/16')
    assert.equal(refusal('10.20.0.5', false), 'blocked_address')
    assert.equal(refusal('10.20.0.5', true), 'allowed')
    assert.equal(refusal('10.0.0.1', true), 'blocked_address', 'outside the listed ranges')
    assert.equal(refusal('192.168.1.1', true), 'blocked_address')
    assert.equal(
      refusal('169.254.169.254', true),
      'blocked_address',
      'link-local (cloud metadata) never opens'
    )
    env.set('CONTROLLER_PRIVATE_NETWORKS', '')
    assert.equal(refusal('10.20.0.5', true), 'blocked_address', 'no list, no private range')

    const admin = await createUser({ isAdmin: true })
    const installer = await createUser({ accountRole: 'installer' })
    const forbidden = await client
      .post('/rest/controllers')
      .json(form(sim().url, { privateNetwork: true }))
      .header('accept-language', 'en')
      .withCsrfToken()
      .loginAs(installer)
    forbidden.assertStatus(403)
    assert.equal(forbidden.body().code, 'E_PRIVATE_NETWORK_ADMIN_ONLY')
    const outside = await client
      .post('/rest/controllers')
      .json(form('https://home-controller.test:8443', { privateNetwork: true }))
      .withCsrfToken()
      .loginAs(admin)
    outside.assertStatus(422)
    assert.equal(outside.body().code, 'E_CONTROLLER_URL_REFUSED')

    const flagged = await client
      .post('/rest/controllers')
      .json(form(sim().url, { privateNetwork: true }))
      .withCsrfToken()
      .loginAs(admin)
    flagged.assertStatus(201)
    assert.isTrue(flagged.body().privateNetwork)
    const id = flagged.body().id
    // An installer may keep working on it, not move it elsewhere.
    ;(
      await client
        .put(`/rest/controllers/${id}`)
        .json(form(sim().url))
        .withCsrfToken()
        .loginAs(installer)
    ).assertStatus(200)
    const moved = await client
      .put(`/rest/controllers/${id}`)
      .json(form(`https://rebind.test:${new URL(sim().url).port}`))
      .withCsrfToken()
      .loginAs(installer)
    moved.assertStatus(403)
    assert.isTrue((await Controller.findOrFail(id)).privateNetwork)
  })

  test('installers get one "unreachable" for refused and TLS failures; admins keep the certificate hint', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const installer = await createUser({ accountRole: 'installer' })
    const closed = form(`https://127.0.0.1:${await closedPort()}`)
    const { verifyTls: _optOut, ...selfSigned } = form(sim().url)
    const codes = async (user: typeof admin) => {
      const answers = []
      for (const body of [closed, { ...selfSigned, verifyTls: true }])
        answers.push(
          (await client.post('/rest/controllers').json(body).withCsrfToken().loginAs(user)).body()
            .code
        )
      return answers
    }
    assert.deepEqual(await codes(installer), [
      'E_CONTROLLER_UNREACHABLE',
      'E_CONTROLLER_UNREACHABLE',
    ])
    assert.deepEqual(await codes(admin), ['E_CONTROLLER_UNREACHABLE', 'E_CONTROLLER_TLS'])

    const saved = await client
      .post('/rest/controllers')
      .json(form(sim().url))
      .withCsrfToken()
      .loginAs(admin)
    const controller = await Controller.findOrFail(saved.body().id)
    controller.merge({
      status: 'failed',
      lastError: 'the controller answered something that is not JSON: <html>',
    })
    await controller.save()
    const seen = (await client.get(`/rest/controllers/${controller.id}`).loginAs(installer)).body()
    assert.deepEqual(
      [seen.status, seen.lastError],
      ['unavailable', 'the controller is unreachable']
    )
    const detailed = (await client.get(`/rest/controllers/${controller.id}`).loginAs(admin)).body()
    assert.equal(detailed.status, 'failed')
    assert.include(detailed.lastError, 'not JSON')
  })
})
