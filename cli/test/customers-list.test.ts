import { describe, expect, it } from 'vitest'
import { customersQuery, type CustomerPage } from '../src/lib/customers-api.js'
import {
  jsonResponse,
  signedInConfig,
  cliSessionForEachTest,
  fetchJsonForEachTest,
} from './helpers/cli-session.js'

const PAGE: CustomerPage = {
  data: [
    {
      id: 2,
      name: 'Café De Markt',
      alias: 'De Markt',
      type: 1,
      vat: 'BE0123456749',
      city: 'Hasselt',
      country: 'BE',
      group: { id: 1, name: 'Horeca Limburg' },
      locations_count: 2,
    },
    {
      id: 5,
      name: 'Jan Peeters',
      alias: null,
      type: 2,
      vat: null,
      city: null,
      country: 'NL',
      group: null,
      locations_count: 0,
    },
  ],
  meta: { total: 27, page: 2, perPage: 2, lastPage: 14 },
}

const cli = cliSessionForEachTest(() => signedInConfig('http://api.test'))
const fetchMock = fetchJsonForEachTest(PAGE)

describe('airdeck customers list', () => {
  it('sends the search and paging with the token and prints the page as JSON', async () => {
    expect(
      await cli.run(
        'customers',
        'list',
        '--search',
        'de markt',
        '--page',
        '2',
        '--per-page',
        '2',
        '--json'
      )
    ).toBe(0)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('http://api.test/rest/customers?q=de+markt&page=2&perPage=2')
    expect(init.headers.Authorization).toBe('Bearer adk_test')
    expect(JSON.parse(cli.stdout)).toEqual(PAGE)
  })

  it('prints a table otherwise', async () => {
    expect(await cli.run('customers', 'list')).toBe(0)
    expect(fetchMock.mock.calls[0]![0]).toBe('http://api.test/rest/customers')
    expect(cli.stdout).toContain('Café De Markt (De Markt)')
    expect(cli.stdout).toContain('BE0123456749')
    expect(cli.stdout).toContain('Horeca Limburg')
    expect(cli.stdout).toContain('B2C')
    expect(cli.stdout).toContain('Page 2 of 14 · 27 customers')
  })

  it('says so when nothing matches', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ data: [], meta: { total: 0, page: 1, perPage: 25, lastPage: 1 } })
    )
    expect(await cli.run('customers', 'list', '--search', 'nothing')).toBe(0)
    expect(cli.stdout).toContain('No customers match.')
  })

  it('refuses a bad page number with exit code 2, before calling the server', async () => {
    expect(await cli.run('customers', 'list', '--page', '0')).toBe(2)
    expect(await cli.run('customers', 'list', '--per-page', 'x')).toBe(2)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('exits 3 when the server rejects the token', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ code: 'E_UNAUTHORIZED', message: 'no' }, 401)
    )
    expect(await cli.run('customers', 'list', '--json')).toBe(3)
    expect(cli.stdout).toBe('')
  })

  it('builds the query from the filters given only', () => {
    expect(customersQuery({})).toBe('/rest/customers')
    expect(customersQuery({ search: 'BE 0123' })).toBe('/rest/customers?q=BE+0123')
  })
})
