import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { test } from '@japa/runner'
import { addressRefusal } from '#kernel/outbound/address_rules'
import { OutboundError } from '#kernel/outbound/outbound_errors'
import { checkOutboundUrl, outboundRequest } from '#kernel/outbound/outbound_http'
import { fakeOutboundResolution, type OutboundPolicy } from '#kernel/outbound/outbound_policy'
import { selfSignedCertificate } from '#core/plugins/simulator_kit/sim_certificate'

const strict: OutboundPolicy = { allowLoopback: false, allowHttp: false }
const dev: OutboundPolicy = { allowLoopback: true, allowHttp: false }

async function failure(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (error instanceof OutboundError) return error.kind
    throw error
  }
  return 'answered'
}

test.group('Outbound / address rules', () => {
  test('refuses every non-public range, in every notation', ({ assert }) => {
    const refused: Record<string, string> = {
      '127.0.0.1': 'loopback',
      '::1': 'loopback',
      '10.1.2.3': 'private',
      '172.31.255.1': 'private',
      '192.168.1.1': 'private',
      '100.64.0.1': 'shared_cgnat',
      '169.254.169.254': 'link_local',
      'fe80::1%eth0': 'link_local',
      'fd12:3456::1': 'unique_local',
      '224.0.0.1': 'multicast',
      'ff02::1': 'multicast',
      '0.0.0.0': 'unspecified',
      '::': 'unspecified',
      '255.255.255.255': 'reserved',
      '::ffff:127.0.0.1': 'loopback',
      '::ffff:a00:1': 'private',
      '[::ffff:192.168.0.1]': 'private',
      '::10.0.0.1': 'private',
      '64:ff9b::a9fe:a9fe': 'link_local',
      '2002:c0a8:0101::1': 'private',
      'not-an-ip': 'invalid',
    }
    for (const [address, reason] of Object.entries(refused))
      assert.equal(addressRefusal(address), reason, address)
    for (const address of [
      '93.184.216.34',
      '8.8.8.8',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
      '172.32.0.1',
      '100.128.0.1',
    ]) {
      assert.isNull(addressRefusal(address), address)
    }
  })
})

test.group('Outbound / guarded client', (group) => {
  let url = ''
  let hits = 0
  let connections = 0
  let restoreResolver = () => {}

  group.setup(async () => {
    const server = createServer(await selfSignedCertificate('outbound.test'), (req, res) => {
      hits++
      if (req.url === '/big') return res.end('x'.repeat(4096))
      if (req.url === '/slow') return setTimeout(() => res.end('late'), 2_000)
      res.setHeader('content-type', 'text/plain')
      res.end(`ok ${req.method}`)
    })
    server.on('secureConnection', () => connections++)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    url = `https://localhost:${port}`
    return () => new Promise<void>((resolve) => server.close(() => resolve()))
  })
  group.each.teardown(() => restoreResolver())

  test('reaches a loopback receiver only when the development setting allows it', async ({
    assert,
  }) => {
    const response = await outboundRequest({ method: 'POST', url: `${url}/hook`, body: '{}' }, dev)
    assert.equal(response.status, 200)
    assert.equal(response.body, 'ok POST')
    const before = hits
    assert.equal(await failure(outboundRequest({ method: 'GET', url }, strict)), 'blocked_address')
    assert.equal(
      await failure(
        outboundRequest(
          { method: 'GET', url: url.replace('localhost', '[::ffff:127.0.0.1]') },
          strict
        )
      ),
      'blocked_address'
    )
    assert.equal(hits, before)
  })

  test('a name resolving to a private address is refused at save time and at connect time (DNS rebinding)', async ({
    assert,
  }) => {
    const names: Record<string, string[]> = { 'rebind.test': ['93.184.216.34'] }
    restoreResolver = fakeOutboundResolution(names)

    await checkOutboundUrl('https://rebind.test/hook', strict)
    names['rebind.test'] = ['10.0.0.7']
    assert.equal(
      await failure(outboundRequest({ method: 'POST', url: 'https://rebind.test/hook' }, dev)),
      'blocked_address'
    )
    names['rebind.test'] = ['93.184.216.34', '192.168.1.20']
    assert.equal(
      await failure(checkOutboundUrl('https://rebind.test/hook', strict)),
      'blocked_address'
    )
    assert.equal(await failure(checkOutboundUrl('https://10.0.0.1/hook', dev)), 'blocked_address')
  })

  test('connections are kept alive across requests (bounded per origin); the guard still refuses what it must', async ({
    assert,
  }) => {
    await outboundRequest({ method: 'GET', url: `${url}/warm` }, dev)
    const opened = connections
    for (let n = 0; n < 10; n++)
      assert.equal(
        (await outboundRequest({ method: 'POST', url: `${url}/again`, body: '{}' }, dev)).status,
        200
      )
    // (the first may find the warm-up's socket not yet back in the pool)
    assert.isAtMost(
      connections - opened,
      1,
      'one request after another reuses an open connection, not one each'
    )
    const burst = await Promise.all(
      Array.from({ length: 40 }, () =>
        outboundRequest({ method: 'POST', url: `${url}/burst`, body: '{}' }, dev)
      )
    )
    assert.isTrue(burst.every((response) => response.status === 200))
    assert.isAtMost(connections - opened, 16, 'a burst opens at most the per-origin limit')
    const before = hits
    assert.equal(
      await failure(outboundRequest({ method: 'GET', url }, strict)),
      'blocked_address',
      'an open pool does not bypass the address rule'
    )
    assert.equal(hits, before)
  })

  test('https only, a size cap and a deadline', async ({ assert }) => {
    assert.equal(await failure(checkOutboundUrl('http://example.com/hook', strict)), 'insecure_url')
    assert.equal(
      await failure(checkOutboundUrl('ftp://example.com/hook', { ...strict, allowHttp: true })),
      'invalid_url'
    )
    assert.equal(
      await failure(
        outboundRequest({ method: 'GET', url: `${url}/big`, maxResponseBytes: 1024 }, dev)
      ),
      'too_large'
    )
    const truncated = await outboundRequest(
      { method: 'GET', url: `${url}/big`, maxResponseBytes: 1024, truncate: true },
      dev
    )
    assert.deepEqual([truncated.truncated, truncated.body.length], [true, 1024])
    assert.equal(
      await failure(outboundRequest({ method: 'GET', url: `${url}/slow`, timeoutMs: 300 }, dev)),
      'timeout'
    )
  })
})
