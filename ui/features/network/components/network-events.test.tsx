import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import { NetworkEvents } from './network-events'

describe('network events', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('lists what sync saw change, newest first as the server sends them', async () => {
    fakeRest({
      'GET /locations/2/network/history': () =>
        jsonResponse(200, {
          data: [
            {
              id: 2,
              at: '2026-11-21T10:00:00.000Z',
              type: 'device_offline',
              deviceId: 'd1',
              deviceName: 'AP bar',
              data: { from: 'online', to: 'offline' },
            },
            {
              id: 1,
              at: '2026-11-21T09:00:00.000Z',
              type: 'command',
              deviceId: null,
              deviceName: null,
              data: { command: 'reboot_network', by: 'Ada' },
            },
          ],
          meta: { total: 2, page: 1, perPage: 20, lastPage: 1 },
        }),
    })
    renderWithApp(<NetworkEvents locationId={2} />)
    expect(await screen.findByText('Device offline')).toBeInTheDocument()
    expect(screen.getByText('“AP bar” went offline.')).toBeInTheDocument()
    expect(screen.getByText('Ada restarted every device of the network.')).toBeInTheDocument()
  })
})
