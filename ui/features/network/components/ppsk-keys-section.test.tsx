import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '@/lib/session/session-store'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import type { ControllerCapability, NetworkOverview, PpskKeys } from '../api/views'
import NetworkDashboardPage from '../routes/dashboard'

const PPSK: ControllerCapability[] = ['listPpskKeys', 'addPpskKey', 'removePpskKey']

const overview = (capabilities: ControllerCapability[]): NetworkOverview => ({
  locationId: 5,
  status: 'online',
  controller: {
    id: 1,
    alias: 'Venue controller',
    vendor: 'omada',
    status: 'connected',
    webUiUrl: null,
  },
  siteId: 's1',
  lastSyncAt: '2026-11-21T23:00:00.000Z',
  capabilities,
  counts: {
    devices: 1,
    devicesOnline: 1,
    gateways: 1,
    switches: 0,
    aps: 0,
    others: 0,
    notOnline: { offline: 0, pending: 0, rebooting: 0, upgrading: 0, unknown: 0 },
    clients: 0,
    wiredClients: 0,
    wirelessClients: 0,
    guestClients: 0,
  },
  networks: { private: [], public: [] },
  deviceNoun: 'device',
  warnings: [],
  rebootInProgress: false,
  restrictedTo: null,
})

const keys: PpskKeys = {
  data: [
    {
      id: 'dzE.key1',
      name: 'Unit 1',
      wlanId: 'w1',
      wlanName: 'Tenants',
      vlan: 30,
      networkId: null,
    },
  ],
  wlans: [
    { id: 'w0', name: 'Staff', security: 'wpa-personal' },
    { id: 'w1', name: 'Tenants', security: 'ppsk' },
  ],
}

const venue = (permissions: string[]) => () =>
  jsonResponse(200, { id: 5, name: 'De Markt', permissions })

describe('personal WiFi keys on the network dashboard', () => {
  beforeEach(() => sessionStore.reset())
  afterEach(() => vi.unstubAllGlobals())

  it('lists keys without passwords, adds one and shows its password once, removes one after typing its name', async () => {
    const { calls } = fakeRest({
      'GET /locations/5': venue(['location_read', 'location_update']),
      'GET /locations/5/network': () => jsonResponse(200, overview(PPSK)),
      'GET /locations/5/network/ppsk': () => jsonResponse(200, keys),
      'POST /locations/5/network/ppsk': ({ body }) =>
        jsonResponse(201, {
          id: 'dzE.key2',
          name: (body as any).name,
          wlanId: 'w1',
          wlanName: 'Tenants',
          vlan: (body as any).vlan,
          networkId: null,
          passphrase: 'Generated-Pass-42',
        }),
      'DELETE /locations/5/network/ppsk/dzE.key1': () => new Response(null, { status: 204 }),
    })
    renderWithApp(<NetworkDashboardPage />, { route: '/locations/dashboard?location=5' })

    const table = await screen.findByRole('table', { name: 'Personal WiFi keys' })
    expect(within(table).getByText('Unit 1')).toBeInTheDocument()
    expect(within(table).getByText('30')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'New key' }))
    const dialog = await screen.findByRole('dialog', { name: 'New personal WiFi key' })
    expect(within(dialog).getByRole('combobox', { name: /WiFi network/ })).toHaveValue('w1')
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Unit 3')
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'short')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }))
    expect(
      await within(dialog).findByText(
        'The password must be 8 to 63 characters without accents or emoji.'
      )
    ).toBeInTheDocument()
    expect(within(dialog).getByText('Enter a VLAN from 1 to 4094.')).toBeInTheDocument()
    await userEvent.clear(within(dialog).getByLabelText(/Password/))
    await userEvent.type(within(dialog).getByRole('textbox', { name: /VLAN/ }), '31')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }))

    const shown = await screen.findByRole('dialog', { name: 'Key Unit 3 created' })
    expect(within(shown).getByText('Generated-Pass-42')).toBeInTheDocument()
    expect(within(shown).getByText(/not shown again/)).toBeInTheDocument()
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      wlanId: 'w1',
      name: 'Unit 3',
      vlan: 31,
    })
    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }))

    await userEvent.click(screen.getByRole('button', { name: 'Remove key Unit 1' }))
    const confirm = await screen.findByRole('dialog', { name: 'Remove personal key' })
    await userEvent.type(within(confirm).getByRole('textbox'), 'Unit 1')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }))
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true))
  }, 20_000)

  it('a reader sees the keys without add or remove; a vendor without PPSK shows no section and asks nothing', async () => {
    const reader = fakeRest({
      'GET /locations/5': venue(['location_read']),
      'GET /locations/5/network': () => jsonResponse(200, overview(PPSK)),
      'GET /locations/5/network/ppsk': () => jsonResponse(200, keys),
    })
    const { unmount } = renderWithApp(<NetworkDashboardPage />, {
      route: '/locations/dashboard?location=5',
    })
    await screen.findByRole('table', { name: 'Personal WiFi keys' })
    expect(screen.queryByRole('button', { name: 'New key' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Remove key/ })).not.toBeInTheDocument()
    expect(reader.calls.some((call) => call.path.endsWith('/ppsk'))).toBe(true)
    unmount()
    vi.unstubAllGlobals()

    const without = fakeRest({
      'GET /locations/5': venue(['location_read', 'location_update']),
      'GET /locations/5/network': () => jsonResponse(200, overview(['rebootDevice'])),
    })
    renderWithApp(<NetworkDashboardPage />, { route: '/locations/dashboard?location=5' })
    await screen.findByText('Venue controller')
    expect(screen.queryByRole('region', { name: 'Personal WiFi keys' })).not.toBeInTheDocument()
    expect(without.calls.some((call) => call.path.endsWith('/ppsk'))).toBe(false)
  })
})
