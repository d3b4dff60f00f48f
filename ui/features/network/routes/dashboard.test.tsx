import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '@/lib/session/session-store'
import { signedOutUser } from '@/lib/session/session-state'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import type { NetworkOverview } from '../api/views'
import NetworkDashboardPage from './dashboard'

const overview = (overrides: Partial<NetworkOverview> = {}): NetworkOverview => ({
  locationId: 5,
  status: 'online',
  controller: {
    id: 1,
    alias: 'HQ UniFi',
    vendor: 'unifi',
    status: 'connected',
    webUiUrl: 'https://10.0.0.2:8443/manage',
  },
  siteId: 'default',
  lastSyncAt: '2026-11-21T23:00:00.000Z',
  capabilities: ['updateWlan', 'rebootNetwork'],
  counts: {
    devices: 4,
    devicesOnline: 3,
    gateways: 1,
    switches: 1,
    aps: 2,
    others: 0,
    notOnline: { offline: 1, pending: 0, rebooting: 0, upgrading: 0, unknown: 0 },
    clients: 9,
    wiredClients: 3,
    wirelessClients: 6,
    guestClients: 2,
  },
  networks: {
    private: [
      {
        id: 'w1',
        name: 'Markt',
        enabled: true,
        hidden: false,
        kind: 'private',
        security: 'wpa-personal',
        passphrase: 'secret-123',
        passphraseHidden: false,
        networkId: null,
      },
    ],
    public: [
      {
        id: 'w2',
        name: 'Markt Guest',
        enabled: true,
        hidden: true,
        kind: 'public',
        security: 'open',
        passphrase: null,
        passphraseHidden: false,
        networkId: null,
      },
    ],
  },
  deviceNoun: 'device',
  warnings: [],
  rebootInProgress: false,
  restrictedTo: null,
  ...overrides,
})

const venue = (permissions: string[]) => () =>
  jsonResponse(200, { id: 5, name: 'De Markt', permissions })

describe('network dashboard', () => {
  beforeEach(() => sessionStore.reset())
  afterEach(() => vi.unstubAllGlobals())

  it('shows state, counts, networks and controller; reboots after typing the venue name', async () => {
    const { calls } = fakeRest({
      'GET /locations/5': venue(['location_read', 'location_update']),
      'GET /locations/5/network': () => jsonResponse(200, overview()),
      'POST /locations/5/network/commands/reboot': () =>
        jsonResponse(202, overview({ rebootInProgress: true })),
    })
    renderWithApp(<NetworkDashboardPage />, { route: '/locations/dashboard?location=5' })

    expect(await screen.findByText('3 of 4')).toBeInTheDocument()
    expect(screen.getByText('3 wired · 6 wireless · 2 guests')).toBeInTheDocument()
    const privateCard = screen.getByRole('article', { name: 'Markt' })
    expect(within(privateCard).queryByText('secret-123')).not.toBeInTheDocument()
    await userEvent.click(within(privateCard).getByRole('button', { name: 'Show' }))
    expect(within(privateCard).getByText('secret-123')).toBeInTheDocument()
    expect(
      within(screen.getByRole('article', { name: 'Markt Guest' })).getByText('Hidden')
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open controller' })).toHaveAttribute(
      'href',
      'https://10.0.0.2:8443/manage'
    )

    await userEvent.click(screen.getByRole('button', { name: 'Reboot network' }))
    const dialog = await screen.findByRole('dialog')
    const confirm = within(dialog).getByRole('button', { name: 'Reboot' })
    expect(confirm).toBeDisabled()
    await userEvent.type(within(dialog).getByRole('textbox'), 'De Markt')
    await userEvent.click(confirm)
    expect(await screen.findByText(/Network reboot in progress/)).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1)
  })

  it('names the cause of a warning and counts ZeroTier members as members, not gateways or access points', async () => {
    fakeRest({
      'GET /locations/5': venue(['location_read']),
      'GET /locations/5/network': () =>
        jsonResponse(
          200,
          overview({
            status: 'warning',
            controller: {
              id: 2,
              alias: 'ZeroTier',
              vendor: 'zerotier',
              status: 'connected',
              webUiUrl: null,
            },
            deviceNoun: 'member',
            counts: {
              devices: 4,
              devicesOnline: 3,
              gateways: 0,
              switches: 0,
              aps: 0,
              others: 4,
              notOnline: { offline: 0, pending: 1, rebooting: 0, upgrading: 0, unknown: 0 },
              clients: 0,
              wiredClients: 0,
              wirelessClients: 0,
              guestClients: 0,
            },
            warnings: [{ cause: 'pending', count: 1 }],
          })
        ),
    })
    renderWithApp(<NetworkDashboardPage />, { route: '/locations/dashboard?location=5' })
    expect(
      await screen.findByText('1 member waits for authorization on the ZeroTier network.')
    ).toBeInTheDocument()
    expect(screen.getByText('Members online')).toBeInTheDocument()
    expect(screen.getByText('3 authorized · 1 awaiting authorization')).toBeInTheDocument()
    expect(screen.queryByText(/access points/)).not.toBeInTheDocument()
  })

  it('names every cause of an offline venue, devices counted by state', async () => {
    fakeRest({
      'GET /locations/5': venue(['location_read']),
      'GET /locations/5/network': () =>
        jsonResponse(
          200,
          overview({
            status: 'offline',
            warnings: [
              { cause: 'controller_unreachable', count: 0 },
              { cause: 'offline', count: 2 },
            ],
          })
        ),
    })
    renderWithApp(<NetworkDashboardPage />, { route: '/locations/dashboard?location=5' })
    expect(
      await screen.findByText(
        'The controller cannot be reached: the figures are those of the last sync.'
      )
    ).toBeInTheDocument()
    expect(screen.getByText('2 devices are offline.')).toBeInTheDocument()
  })

  it('offers no commands without location_update', async () => {
    fakeRest({
      'GET /locations/5': venue(['location_read']),
      'GET /locations/5/network': () => jsonResponse(200, overview()),
    })
    renderWithApp(<NetworkDashboardPage />, { route: '/locations/dashboard?location=5' })
    await screen.findByText('3 of 4')
    expect(screen.queryByRole('button', { name: 'Reboot network' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Edit network/ })).not.toBeInTheDocument()
  })

  it('explains a venue without a controller, with a link for admins', async () => {
    sessionStore.setState({ user: { ...signedOutUser, isLoggedIn: true, isAdmin: true } })
    fakeRest({
      'GET /locations/5': venue(['location_read', 'location_update']),
      'GET /locations/5/network': () =>
        jsonResponse(
          200,
          overview({ status: 'not_configured', controller: null, capabilities: [] })
        ),
    })
    renderWithApp(<NetworkDashboardPage />, { route: '/locations/dashboard?location=5' })
    expect(await screen.findByText('Network not configured')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Link it to a controller site' })).toHaveAttribute(
      'href',
      '/admin/controllers'
    )
  })

  it('shows failover active and the networks restricted to point of sale, payments and music', async () => {
    fakeRest({
      'GET /locations/5': venue(['location_read']),
      'GET /locations/5/network': () =>
        jsonResponse(
          200,
          overview({ status: 'failover', restrictedTo: ['point_of_sale', 'payments', 'music'] })
        ),
    })
    renderWithApp(<NetworkDashboardPage />, { route: '/locations/dashboard?location=5' })
    const notice = await screen.findByRole('status', { name: 'Failover active' })
    expect(within(notice).getByText(/runs on its cellular backup/)).toBeInTheDocument()
    for (const section of ['Private networks', 'Public networks']) {
      const restricted = within(screen.getByRole('region', { name: section })).getByLabelText(
        'Restricted to'
      )
      expect(within(restricted).getAllByText(/^(Point of sale|Payments|Music)$/)).toHaveLength(3)
    }
  })

  it('shows no restriction while the venue is on its main line', async () => {
    fakeRest({
      'GET /locations/5': venue(['location_read']),
      'GET /locations/5/network': () => jsonResponse(200, overview()),
    })
    renderWithApp(<NetworkDashboardPage />, { route: '/locations/dashboard?location=5' })
    await screen.findByText('3 of 4')
    expect(screen.queryByText('Failover active')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Restricted to')).not.toBeInTheDocument()
  })
})
