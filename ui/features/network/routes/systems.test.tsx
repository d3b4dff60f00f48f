import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import type { DeviceView } from '../api/views'
import SystemsPage from './systems'

const current = {
  id: 'g1',
  mac: '00:00:00:00:00:01',
  name: 'Gateway',
  kind: 'gateway',
  model: 'UXG',
  firmware: '4.0',
  firmwareUpgrade: null,
  ip: '192.168.1.1',
  state: 'online',
  online: true,
  uptimeSeconds: 100,
  uplinkMac: null,
  uplinkPort: null,
  ports: [],
  lastSeenAt: null,
} satisfies DeviceView
const offered: DeviceView = {
  ...current,
  id: 'a1',
  mac: '00:00:00:00:00:03',
  name: 'AP terrace',
  kind: 'ap',
  firmware: '7.0.76',
  firmwareUpgrade: '7.0.92',
}

function routes(permissions: string[], capabilities: string[]) {
  return fakeRest({
    'GET /locations/5': () => jsonResponse(200, { id: 5, name: 'De Markt', permissions }),
    'GET /locations/5/network': () =>
      jsonResponse(200, {
        controller: { id: 1 },
        capabilities,
        networks: { private: [], public: [] },
      }),
    'GET /locations/5/network/devices': () => jsonResponse(200, { data: [current, offered] }),
    'GET /locations/5/network/devicegroups': () => jsonResponse(200, { data: [] }),
    'POST /locations/5/network/devices/a1/upgrade': () =>
      jsonResponse(202, { ...offered, state: 'upgrading', online: false, firmwareUpgrade: null }),
  })
}

describe('systems page: firmware upgrades', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('offers "Upgrade firmware" for a device with an upgrade and installs it after the name is typed', async () => {
    const { calls } = routes(
      ['location_read', 'location_update'],
      ['rebootDevice', 'upgradeDevice']
    )
    renderWithApp(<SystemsPage />, { route: '/locations/systems?location=5' })
    const button = await screen.findByRole('button', { name: 'Upgrade firmware of AP terrace' })
    expect(
      screen.queryByRole('button', { name: 'Upgrade firmware of Gateway' })
    ).not.toBeInTheDocument()

    await userEvent.click(button)
    const dialog = await screen.findByRole('dialog', {
      name: 'Install firmware 7.0.92 on AP terrace?',
    })
    const confirm = within(dialog).getByRole('button', { name: 'Upgrade firmware' })
    expect(confirm).toBeDisabled()
    await userEvent.type(within(dialog).getByRole('textbox'), 'AP terrace')
    await userEvent.click(confirm)
    await vi.waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.method === 'POST' && call.path === '/locations/5/network/devices/a1/upgrade'
        )
      ).toBe(true)
    )
  })

  it('shows no upgrade action to a read-only user or when the vendor cannot upgrade', async () => {
    routes(['location_read'], ['upgradeDevice'])
    const first = renderWithApp(<SystemsPage />, { route: '/locations/systems?location=5' })
    expect(await screen.findByText('7.0.76')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Upgrade firmware/ })).not.toBeInTheDocument()
    first.unmount()

    const { calls } = routes(['location_read', 'location_update'], ['rebootDevice'])
    renderWithApp(<SystemsPage />, { route: '/locations/systems?location=5' })
    expect(await screen.findByText('7.0.76')).toBeInTheDocument()
    // The capabilities come with the network overview: only once it has answered does "no button" mean anything.
    await vi.waitFor(() =>
      expect(
        calls.some((call) => call.method === 'GET' && call.path === '/locations/5/network')
      ).toBe(true)
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(screen.queryByRole('button', { name: /Upgrade firmware/ })).not.toBeInTheDocument()
  })
})
