import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import type { ControllerSiteView, ControllerView } from '@/features/network/api/views'
import ControllersPage from './controllers'

const controller = {
  id: 1,
  alias: 'HQ UniFi',
  vendor: 'unifi',
  vendorName: 'UniFi',
  url: 'https://10.0.0.2:8443',
  username: 'ops',
  settings: {},
  hasPassword: true,
  version: '9.0.114',
  flavour: 'classic',
  ip: '10.0.0.2',
  webUiUrl: 'https://10.0.0.2:8443/manage',
  status: 'needs_credentials',
  lastError: 'login refused',
  lastSyncAt: null,
  syncIntervalSeconds: 60,
  privateNetwork: false,
  capabilities: [],
  siteCount: 2,
  locationCount: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
} satisfies ControllerView

const sites: ControllerSiteView[] = [
  {
    id: 's1',
    name: 'Main bar',
    parentId: null,
    parentName: null,
    location: { id: 3, name: 'De Markt' },
    deviceCount: 4,
    clientCount: 9,
  },
  {
    id: 's2',
    name: 'Terrace',
    parentId: null,
    parentName: null,
    location: null,
    deviceCount: null,
    clientCount: null,
  },
]

describe('admin controllers page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('lists controllers, syncs one and shows the summary, binds a site to a location', async () => {
    const { calls } = fakeRest({
      'GET /controllers': () =>
        jsonResponse(200, {
          data: [controller],
          meta: { total: 1, page: 1, perPage: 25, lastPage: 1 },
        }),
      'POST /controllers/1/sync': () =>
        jsonResponse(200, {
          controllerId: 1,
          status: 'connected',
          sites: 2,
          boundSites: 1,
          unchangedSites: 0,
          devices: 4,
          clients: 9,
          durationMs: 800,
          finishedAt: '2026-11-22T00:00:00.000Z',
          failures: [{ siteId: 's2', locationId: null, code: 'E_SITE', message: 'site vanished' }],
        }),
      'GET /controllers/1/sites': () => jsonResponse(200, { data: sites }),
      'GET /locations': ({ query }) =>
        jsonResponse(200, {
          data:
            query.get('search') === 'zonne'
              ? [{ id: 7, name: 'Zonneveld – lobby', city: 'Hasselt' }]
              : [],
          meta: { total: 1, page: 1, perPage: 20, lastPage: 1 },
        }),
      'PUT /locations/7/network/controller': () => jsonResponse(200, {}),
    })
    renderWithApp(<ControllersPage />)

    const row = await screen.findByRole('row', { name: /HQ UniFi/ })
    expect(within(row).getByText('Needs credentials')).toBeInTheDocument()
    expect(within(row).getByText('UniFi 9.0.114')).toBeInTheDocument()

    await userEvent.click(within(row).getByRole('button', { name: 'Sync now' }))
    const summary = await screen.findByRole('status')
    expect(summary).toHaveTextContent('2 sites (1 linked), 4 devices, 9 clients in 0.8 s.')
    expect(summary).toHaveTextContent('s2: site vanished')

    await userEvent.click(within(row).getByRole('button', { name: '2 sites · 1 location' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sites of HQ UniFi' })
    expect(
      await within(dialog).findByRole('button', { name: 'Unlink site Main bar' })
    ).toBeInTheDocument()
    const terrace = within(dialog).getByRole('row', { name: /Terrace/ })
    const link = within(terrace).getByRole('button', { name: 'Link site Terrace' })
    expect(link).toBeDisabled()

    const picker = within(terrace)
      .getAllByLabelText('Location for Terrace')
      .find((element) => element.tagName === 'INPUT')!
    await userEvent.type(picker, 'zonne')
    await userEvent.click(
      await screen.findByRole('option', { name: 'Zonneveld – lobby (Hasselt)' })
    )
    await userEvent.click(link)
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true))
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/locations/7/network/controller',
      body: { controllerId: 1, siteId: 's2' },
    })
  })
})
