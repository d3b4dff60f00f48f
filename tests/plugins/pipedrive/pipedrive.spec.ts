import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import { Agent } from 'undici'
import { connectIntegrationWith, setIntegrationServiceUrl } from '#core/plugins/connect_integration'
import type { IntegrationConnection } from '#core/plugins/integration_contract'
import {
  PluginAuthError,
  PluginRejectedError,
  PluginUnavailableError,
  PluginUnexpectedError,
} from '#core/plugins/plugin_errors'
import pipedrive, { parseDealReference } from '#plugins/pipedrive/index'
import {
  startPipedriveSimulator,
  type PipedriveSimulator,
} from '#plugins/pipedrive/simulator/index'
import { failure } from '../integration_support/guest_events.js'

const TOKEN = '0123456789abcdef0123456789abcdef01234567'

test.group('pipedrive plugin against the Pipedrive simulator', (group) => {
  let simulator: PipedriveSimulator
  let connect: (settings?: Record<string, unknown>) => Promise<IntegrationConnection>
  group.setup(async () => {
    simulator = await startPipedriveSimulator({ apiToken: TOKEN, host: '127.0.0.1' })
    setIntegrationServiceUrl('pipedrive', simulator.url)
    connect = (settings = {}) =>
      connectIntegrationWith(
        pipedrive,
        { apiToken: TOKEN, ...settings },
        { cacheNamespace: `pipedrive-${randomUUID()}`, timeoutMs: 500 }
      )
    return async () => {
      setIntegrationServiceUrl('pipedrive', null)
      await simulator.stop()
    }
  })
  group.each.setup(() => {
    simulator.faults.reset()
    simulator.clearRequests()
  })

  test('connect names the company from users/me; a wrong token is an auth error; faults map to the error classes', async ({
    assert,
  }) => {
    const connection = await connect()
    assert.deepEqual(await connection.testConnection(), { account: 'Airdeck demo' })
    assert.instanceOf(
      await failure(
        (await connect({ apiToken: 'ffffffffffffffffffffffffffffffffffffffff' })).testConnection()
      ),
      PluginAuthError
    )
    simulator.faults.failNext(1, 503)
    assert.instanceOf(await failure(connection.readDeal!('222')), PluginUnavailableError)
    simulator.faults.rateLimitNext(1, 2)
    assert.equal((await failure(connection.readDeal!('222'))).retryAfterSeconds, 2)
    simulator.faults.garbageNext(1)
    assert.instanceOf(await failure(connection.readDeal!('222')), PluginUnexpectedError)
    simulator.faults.hangNext(1)
    assert.instanceOf(await failure(connection.readDeal!('222')), PluginUnavailableError)
  })

  test('a deal by its page URL: v2 with the x-api-token header, products as tax-exclusive lines in cents', async ({
    assert,
  }) => {
    const deal = await (
      await connect({ companyDomain: 'airdeck-demo' })
    ).readDeal!('https://airdeck-demo.pipedrive.com/deal/222?tab=products#x')
    assert.deepEqual(
      simulator.requests.map((r) => r.path),
      ['/api/v2/deals/222', '/api/v2/deals/222/products?limit=100']
    )
    assert.deepEqual(
      { ...deal, lines: [] },
      {
        id: '222',
        title: 'WiFi De Kaai',
        currency: 'EUR',
        valueCents: 73985,
        status: 'won',
        organizationId: '1',
        personId: '1',
        lines: [],
      }
    )
    assert.deepEqual(deal.lines, [
      {
        productId: '500',
        name: 'WiFi Pro (per access point)',
        quantity: 3,
        unitPriceCents: 4995,
        discountPercent: 10,
        taxPercent: 21,
      },
      {
        productId: '501',
        name: 'Installatie',
        quantity: 1,
        unitPriceCents: 25000,
        discountPercent: 10,
        taxPercent: 21,
      },
      {
        productId: '502',
        name: 'Access point U7 Pro',
        quantity: 2,
        unitPriceCents: 18999,
        discountPercent: 0,
        taxPercent: 21,
      },
    ])
  })

  test('a deal with 120 products is read over two cursor pages; one without products has no lines', async ({
    assert,
  }) => {
    const connection = await connect()
    const big = await connection.readDeal!('224')
    assert.lengthOf(big.lines, 120)
    assert.equal(big.valueCents, 120 * 450)
    assert.equal(big.personId, null)
    assert.lengthOf(
      simulator.requests.filter((r) => r.path.startsWith('/api/v2/deals/224/products')),
      2
    )
    assert.deepEqual((await connection.readDeal!('223')).lines, [])
  })

  test('unknown deals, foreign companies and malformed references are rejections', async ({
    assert,
  }) => {
    const connection = await connect({ companyDomain: 'airdeck-demo' })
    const missing = await failure(connection.readDeal!('999'))
    assert.instanceOf(missing, PluginRejectedError)
    assert.equal(missing.reason, 'not_found')
    simulator.clearRequests()
    for (const reference of [
      'https://other.pipedrive.com/deal/222',
      'http://airdeck-demo.pipedrive.com/deal/222',
      'https://evil.example/deal/222',
      'https://airdeck-demo.pipedrive.com/person/1',
      'deal 222',
    ]) {
      assert.instanceOf(
        await failure(connection.readDeal!(reference)),
        PluginRejectedError,
        reference
      )
    }
    assert.lengthOf(simulator.requests, 0, 'refused before any request')
    assert.deepEqual(parseDealReference('https://acme.pipedrive.com/deal/42/', undefined), {
      id: 42,
      companyDomain: 'acme',
    })
  })

  test('the simulator also speaks legacy v1: related objects, offset pagination, api_token in the query', async ({
    assert,
  }) => {
    const v1 = await fetch(
      `${simulator.url}/v1/deals/224/products?api_token=${TOKEN}&start=100&limit=50`,
      { dispatcher: insecure() } as RequestInit
    )
    const page = (await v1.json()) as any
    assert.lengthOf(page.data, 20)
    assert.deepEqual(page.additional_data.pagination, {
      start: 100,
      limit: 50,
      more_items_in_collection: false,
    })
    const deal = (await (
      await fetch(`${simulator.url}/api/v1/deals/222`, {
        headers: { 'x-api-token': TOKEN },
        dispatcher: insecure(),
      } as RequestInit)
    ).json()) as any
    assert.equal(deal.data.org_id.value, 1)
    assert.match(deal.data.add_time, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    const v2WithQueryToken = await fetch(`${simulator.url}/api/v2/deals/222?api_token=${TOKEN}`, {
      dispatcher: insecure(),
    } as RequestInit)
    assert.equal(v2WithQueryToken.status, 401)
  })
})

const insecureAgent = new Agent({ connect: { rejectUnauthorized: false } })
const insecure = () => insecureAgent
