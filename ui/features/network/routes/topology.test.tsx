import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import type { DeviceView } from '../api/views'
import TopologyPage from './topology'

const gateway = {
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
const sw: DeviceView = {
  ...gateway,
  id: 's1',
  mac: '00:00:00:00:00:02',
  name: 'Switch bar',
  kind: 'switch',
  uplinkMac: gateway.mac,
  uplinkPort: 1,
  ports: [
    {
      index: 1,
      name: 'Port 1',
      up: true,
      speedMbps: 1000,
      poe: null,
      profileId: null,
      profileName: null,
    },
    {
      index: 5,
      name: 'Port 5',
      up: true,
      speedMbps: 1000,
      poe: { mode: 'auto', powering: true },
      profileId: 'p2',
      profileName: 'Cameras',
    },
  ],
}
const ap: DeviceView = {
  ...gateway,
  id: 'a1',
  mac: '00:00:00:00:00:03',
  name: 'AP terrace',
  kind: 'ap',
  uplinkMac: sw.mac,
  uplinkPort: 5,
  ports: [],
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
    'GET /locations/5/network/devices': () => jsonResponse(200, { data: [ap, gateway, sw] }),
    'GET /locations/5/network/clients': () =>
      jsonResponse(200, {
        data: [
          {
            mac: 'c1',
            hostname: 'phone',
            ip: '192.168.1.40',
            uplinkMac: ap.mac,
            signal: 'good',
            signalDbm: -60,
          },
        ],
        meta: { total: 1, page: 1, perPage: 100, lastPage: 1 },
      }),
    'GET /locations/5/network/settings/profiles': () =>
      jsonResponse(200, {
        data: [{ id: 'p2', name: 'Cameras', nativeNetworkId: null, poe: null }],
      }),
    'POST /locations/5/network/devices/s1/port': () => jsonResponse(200, sw),
  })
}

describe('topology page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('nests gateway → switch → AP → clients and power-cycles a PoE port', async () => {
    const { calls } = routes(
      ['location_read', 'location_update'],
      ['rebootDevice', 'powerCyclePort', 'setPortProfile', 'listPortProfiles']
    )
    renderWithApp(<TopologyPage />, { route: '/locations/topology?location=5' })

    const gatewayItem = (await screen.findByLabelText('Gateway')).closest('li')!
    const switchItem = within(gatewayItem).getByLabelText('Switch bar').closest('li')!
    const apCard = within(switchItem).getByLabelText('AP terrace')
    expect(within(apCard).getByText('port 5')).toBeInTheDocument()
    await userEvent.click(within(apCard).getByRole('button', { name: 'Clients (1)' }))
    expect(within(apCard).getByText('phone')).toBeInTheDocument()
    expect(within(apCard).getByRole('button', { name: 'Reboot AP terrace' })).toBeInTheDocument()

    await userEvent.click(
      within(screen.getByLabelText('Switch bar')).getByRole('button', { name: 'Ports (2)' })
    )
    const ports = await screen.findByRole('table', { name: 'Ports of Switch bar' })
    expect(within(ports).getByRole('combobox', { name: 'Profile of port 5' })).toHaveValue('p2')
    expect(
      within(ports).queryByRole('button', { name: 'Power-cycle port 1' })
    ).not.toBeInTheDocument()
    await userEvent.click(within(ports).getByRole('button', { name: 'Power-cycle port 5' }))
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        portIndex: 5,
        action: 'power_cycle',
      })
    )
  })

  it('shows no device actions to a read-only user or without the capability', async () => {
    routes(['location_read'], ['rebootDevice', 'powerCyclePort'])
    renderWithApp(<TopologyPage />, { route: '/locations/topology?location=5' })
    const switchCard = await screen.findByLabelText('Switch bar')
    expect(within(switchCard).queryByRole('button', { name: /^Reboot/ })).not.toBeInTheDocument()
    await userEvent.click(within(switchCard).getByRole('button', { name: 'Ports (2)' }))
    const ports = await screen.findByRole('table', { name: 'Ports of Switch bar' })
    expect(within(ports).getByText('Cameras')).toBeInTheDocument()
    expect(within(ports).queryByRole('button', { name: /Power-cycle/ })).not.toBeInTheDocument()
    expect(within(ports).queryByRole('combobox')).not.toBeInTheDocument()
  })
})
