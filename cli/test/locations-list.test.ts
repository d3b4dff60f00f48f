import { describe, expect, it } from 'vitest'
import { renderToString } from 'ink'
import { createElement } from 'react'
import { locationsQuery, type LocationPage } from '../src/lib/locations-api.js'
import { LocationsTable } from '../src/components/locations-table.js'
import {
  jsonResponse,
  signedInConfig,
  cliSessionForEachTest,
  fetchJsonForEachTest,
} from './helpers/cli-session.js'

const PAGE: LocationPage = {
  data: [
    {
      id: 7,
      name: 'De Markt – main bar',
      venue_name: 'Café De Markt',
      city: 'Hasselt',
      type: 'horeca',
      status: 'live',
      network_status: 'online',
      customer_id: 2,
      customer: { id: 2, name: 'Café De Markt' },
      snoozed_until: null,
    },
    {
      id: 9,
      name: 'Zonneveld – lobby',
      venue_name: null,
      city: null,
      type: 'hotel',
      status: 'ready_for_installation',
      network_status: 'not_configured',
      customer_id: 3,
      snoozed_until: null,
    },
  ],
  meta: { total: 27, page: 2, perPage: 2, lastPage: 14 },
}

const cli = cliSessionForEachTest(() => signedInConfig('http://api.test'))
const fetchMock = fetchJsonForEachTest(PAGE)

describe('airdeck locations list', () => {
  it('sends the filters with the token and prints the page as JSON', async () => {
    expect(
      await cli.run(
        'locations',
        'list',
        '--status',
        'live',
        '--type',
        'horeca',
        '--customer',
        '2',
        '--search',
        'markt bar',
        '--network',
        'online',
        '--page',
        '2',
        '--json'
      )
    ).toBe(0)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe(
      'http://api.test/rest/locations?status=live&type=horeca&customer=2&search=markt+bar&systemStatus=online&page=2'
    )
    expect(init.headers.Authorization).toBe('Bearer adk_test')
    expect(JSON.parse(cli.stdout)).toEqual(PAGE)
  })

  it('prints a table otherwise', async () => {
    expect(await cli.run('locations', 'list')).toBe(0)
    expect(fetchMock.mock.calls[0]![0]).toBe('http://api.test/rest/locations')
    expect(cli.stdout).toContain('De Markt – main bar')
    expect(cli.stdout).toContain('ready for installation')
    expect(cli.stdout).toContain('Page 2 of 14 · 27 locations')
  })

  it('refuses unknown statuses, types and bad numbers with exit code 2, before calling the server', async () => {
    expect(await cli.run('locations', 'list', '--status', 'exploded')).toBe(2)
    expect(await cli.run('locations', 'list', '--type', 'castle')).toBe(2)
    expect(await cli.run('locations', 'list', '--customer', 'abc')).toBe(2)
    expect(await cli.run('locations', 'list', '--page', '0')).toBe(2)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(cli.stderr).toContain('exploded')
  })

  it('exits 3 when not signed in', async () => {
    await cli.writeConfig({})
    expect(await cli.run('locations', 'list', '--json')).toBe(3)
  })

  it('reports a server validation error with a non-zero exit code', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          code: 'E_VALIDATION_ERROR',
          message: 'bad',
          errors: [{ field: 'search', rule: 'maxLength', message: 'too long' }],
        },
        422
      )
    )
    expect(await cli.run('locations', 'list', '--search', 'x')).not.toBe(0)
  })
})

describe('locationsQuery and LocationsTable', () => {
  it('leaves out what is not set', () => {
    expect(locationsQuery({})).toBe('/rest/locations')
    expect(locationsQuery({ search: '', network: 'offline' })).toBe(
      '/rest/locations?systemStatus=offline'
    )
  })

  it('shows the customer name, or its id when the server sent none', () => {
    const text = renderToString(createElement(LocationsTable, { page: PAGE }), { columns: 200 })
    expect(text).toContain('Café De Markt')
    expect(text).toMatch(/\b3\b/)
    expect(
      renderToString(createElement(LocationsTable, { page: { ...PAGE, data: [] } }))
    ).toContain('No locations match.')
  })
})
