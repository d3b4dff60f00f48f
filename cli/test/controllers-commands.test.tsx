import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { render } from 'ink-testing-library'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ControllersTable } from '../src/components/controllers-table.js'
import { SyncProgress } from '../src/components/sync-progress.js'
import { SyncReport } from '../src/components/sync-report.js'
import type { ControllerView, SyncSummary } from '../src/lib/controllers-api.js'
import { signedInConfig, cliSessionForEachTest } from './helpers/cli-session.js'

const controller = (id: number, alias: string): ControllerView => ({
  id,
  alias,
  vendor: 'unifi',
  vendorName: 'UniFi',
  url: `https://10.0.0.${id}:8443`,
  username: 'ops',
  settings: {},
  hasPassword: true,
  version: '9.0.114',
  flavour: 'classic',
  ip: `10.0.0.${id}`,
  webUiUrl: null,
  status: 'connected',
  lastError: null,
  lastSyncAt: '2026-11-21T23:58:10.000Z',
  syncIntervalSeconds: 60,
  privateNetwork: false,
  capabilities: [],
  siteCount: 2,
  locationCount: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
})

const summary = (controllerId: number, overrides: Partial<SyncSummary> = {}): SyncSummary => ({
  controllerId,
  status: 'connected',
  sites: 2,
  boundSites: 1,
  unchangedSites: 0,
  devices: 10,
  clients: 50,
  failures: [],
  durationMs: 1200,
  finishedAt: '2026-11-22T00:00:00.000Z',
  ...overrides,
})

const CONTROLLERS = [controller(1, 'HQ'), controller(2, 'Venue cloud'), controller(3, 'Old box')]
const syncCalls: number[] = []

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

/** Two pages of controllers; #1 syncs fine, #2 has a failed site, #3 is unreachable. */
function fakeApi(req: IncomingMessage, res: ServerResponse) {
  if (req.headers.authorization !== 'Bearer adk_test')
    return json(res, 401, { code: 'E_UNAUTHORIZED', message: 'no' })
  const url = new URL(req.url!, 'http://x')
  if (req.method === 'GET' && url.pathname === '/rest/controllers') {
    const page = Number(url.searchParams.get('page'))
    const data = page === 1 ? CONTROLLERS.slice(0, 2) : CONTROLLERS.slice(2)
    return json(res, 200, { data, meta: { total: 3, page, perPage: 2, lastPage: 2 } })
  }
  const one = url.pathname.match(/^\/rest\/controllers\/(\d+)(\/sync)?$/)
  const found = one && CONTROLLERS.find((item) => item.id === Number(one[1]))
  if (!found) return json(res, 404, { code: 'E_NOT_FOUND', message: 'Not found' })
  if (req.method === 'GET' && !one[2]) return json(res, 200, found)
  if (req.method === 'POST' && one[2]) {
    syncCalls.push(found.id)
    if (found.id === 1) return json(res, 200, summary(1))
    if (found.id === 2) {
      return json(
        res,
        200,
        summary(2, {
          failures: [{ siteId: 'bar', locationId: 4, code: 'E_SITE_GONE', message: 'site gone' }],
        })
      )
    }
    return json(res, 503, { code: 'E_CONTROLLER_UNAVAILABLE', message: 'Controller unreachable.' })
  }
  return json(res, 405, { code: 'E_METHOD', message: 'no' })
}

let server: Server
let apiUrl: string

beforeAll(async () => {
  server = createServer(fakeApi)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const cli = cliSessionForEachTest(() => signedInConfig(apiUrl))
beforeEach(() => {
  syncCalls.length = 0
})

describe('airdeck controllers list', () => {
  it('--json prints every controller, across pages', async () => {
    expect(await cli.run('controllers', 'list', '--json')).toBe(0)
    expect(JSON.parse(cli.stdout).map((item: ControllerView) => item.alias)).toEqual([
      'HQ',
      'Venue cloud',
      'Old box',
    ])
  })

  it('prints a table', async () => {
    expect(await cli.run('controllers', 'list')).toBe(0)
    expect(cli.stdout).toMatch(/ALIAS/)
    expect(cli.stdout).toMatch(/2\s+Venue cloud\s+unifi\s+connected\s+2026-11-21 23:58 UTC/)
  })
})

describe('airdeck controllers sync', () => {
  it('needs an id or --all, not both (exit 2)', async () => {
    expect(await cli.run('controllers', 'sync')).toBe(2)
    expect(cli.stderr).toContain('Name a controller (`airdeck controllers sync 3`) or pass --all.')
    expect(cli.stderr).not.toContain('not both')
    expect(await cli.run('controllers', 'sync', '1', '--all')).toBe(2)
    expect(cli.stderr).toContain('not both')
    expect(await cli.run('controllers', 'sync', 'abc')).toBe(2)
    expect(syncCalls).toEqual([])
  })

  it('syncs one controller and exits 0', async () => {
    expect(await cli.run('controllers', 'sync', '1', '--json')).toBe(0)
    expect(JSON.parse(cli.stdout)).toEqual([summary(1)])
    expect(syncCalls).toEqual([1])
  })

  it('--all syncs each in turn, reports failures and exits 7', async () => {
    expect(await cli.run('controllers', 'sync', '--all', '--json')).toBe(7)
    expect(syncCalls).toEqual([1, 2, 3])
    const printed = JSON.parse(cli.stdout)
    expect(printed[0]).toEqual(summary(1))
    expect(printed[1].failures).toHaveLength(1)
    expect(printed[2]).toEqual({
      controllerId: 3,
      error: { code: 'E_CONTROLLER_UNAVAILABLE', message: 'Controller unreachable.' },
    })
    expect(cli.stderr).toContain('controller syncs failed')
  })

  it('prints a summary with totals in a terminal-less run', async () => {
    expect(await cli.run('controllers', 'sync', '--all')).toBe(7)
    expect(cli.stdout).toContain(
      '✔ #1 HQ: connected, 2 sites (1 bound), 10 devices, 50 clients in 1.2 s'
    )
    expect(cli.stdout).toContain('site bar: site gone (E_SITE_GONE)')
    expect(cli.stdout).toContain('✖ #3 Old box: Controller unreachable.')
    expect(cli.stdout).toContain('3 controllers: 4 sites, 20 devices, 100 clients, 2 failures')
  })

  it('exits 3 when the token is rejected', async () => {
    await cli.writeConfig({ apiUrl, token: 'adk_bad', tokenId: 1 })
    expect(await cli.run('controllers', 'sync', '--all')).toBe(3)
  })
})

describe('controller components', () => {
  it('SyncProgress shows n of m and the current controller', () => {
    const { lastFrame } = render(
      <SyncProgress done={1} total={3} current="Venue cloud" failed={1} />
    )
    expect(lastFrame()).toContain('Syncing 2 of 3: Venue cloud (1 failed)')
  })

  it('ControllersTable says when there are none', () => {
    expect(render(<ControllersTable controllers={[]} />).lastFrame()).toContain('No controllers.')
  })

  it('SyncReport counts one failure for one failed controller', () => {
    const outcomes = [
      { controllerId: 3, alias: 'Old box', error: { code: 'E_X', message: 'down' } },
    ]
    expect(render(<SyncReport outcomes={outcomes} />).lastFrame()).toContain(
      '1 controller: 0 sites, 0 devices, 0 clients, 1 failure'
    )
  })
})
