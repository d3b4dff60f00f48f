import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildProgram, runCli } from '../src/program.js'
import { customersQuery, type CustomerPage } from '../src/lib/customers-api.js'

const PAGE: CustomerPage = {
  data: [
    { id: 2, name: 'Café De Markt', alias: 'De Markt', type: 1, vat: 'BE0123456749', city: 'Hasselt', country: 'BE', group: { id: 1, name: 'Horeca Limburg' }, locations_count: 2 },
    { id: 5, name: 'Jan Peeters', alias: null, type: 2, vat: null, city: null, country: 'NL', group: null, locations_count: 0 },
  ],
  meta: { total: 27, page: 2, perPage: 2, lastPage: 14 },
}

let configDir: string
let stdout: string
let stderr: string
let fetchMock: ReturnType<typeof vi.fn>

beforeEach(async () => {
  configDir = await mkdtemp(join(tmpdir(), 'airdeck-cli-'))
  vi.stubEnv('AIRDECK_CONFIG_DIR', configDir)
  vi.stubEnv('AIRDECK_API_URL', '')
  await writeFile(join(configDir, 'config.json'), JSON.stringify({ apiUrl: 'http://api.test', token: 'adk_test', tokenId: 1, email: 'a@example.com' }))
  stdout = ''
  stderr = ''
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    stdout += String(chunk)
    return true
  })
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    stderr += String(chunk)
    return true
  })
  fetchMock = vi.fn(async () => new Response(JSON.stringify(PAGE), { status: 200, headers: { 'Content-Type': 'application/json' } }))
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(async () => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  await rm(configDir, { recursive: true, force: true })
})

const run = (...args: string[]) => {
  const program = buildProgram().configureOutput({ writeErr: (text) => void (stderr += text), writeOut: () => {} })
  return runCli(['node', 'airdeck', ...args], program)
}

describe('airdeck customers list', () => {
  it('sends the search and paging with the token and prints the page as JSON', async () => {
    expect(await run('customers', 'list', '--search', 'de markt', '--page', '2', '--per-page', '2', '--json')).toBe(0)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('http://api.test/rest/customers?q=de+markt&page=2&perPage=2')
    expect(init.headers.Authorization).toBe('Bearer adk_test')
    expect(JSON.parse(stdout)).toEqual(PAGE)
  })

  it('prints a table otherwise', async () => {
    expect(await run('customers', 'list')).toBe(0)
    expect(fetchMock.mock.calls[0]![0]).toBe('http://api.test/rest/customers')
    expect(stdout).toContain('Café De Markt (De Markt)')
    expect(stdout).toContain('BE0123456749')
    expect(stdout).toContain('Horeca Limburg')
    expect(stdout).toContain('B2C')
    expect(stdout).toContain('Page 2 of 14 · 27 customers')
  })

  it('says so when nothing matches', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ data: [], meta: { total: 0, page: 1, perPage: 25, lastPage: 1 } }), { status: 200, headers: { 'Content-Type': 'application/json' } }))
    expect(await run('customers', 'list', '--search', 'nothing')).toBe(0)
    expect(stdout).toContain('No customers match.')
  })

  it('refuses a bad page number with exit code 2, before calling the server', async () => {
    expect(await run('customers', 'list', '--page', '0')).toBe(2)
    expect(await run('customers', 'list', '--per-page', 'x')).toBe(2)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('exits 3 when the server rejects the token', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ code: 'E_UNAUTHORIZED', message: 'no' }), { status: 401, headers: { 'Content-Type': 'application/json' } }))
    expect(await run('customers', 'list', '--json')).toBe(3)
    expect(stdout).toBe('')
  })

  it('builds the query from the filters given only', () => {
    expect(customersQuery({})).toBe('/rest/customers')
    expect(customersQuery({ search: 'BE 0123' })).toBe('/rest/customers?q=BE+0123')
  })
})
