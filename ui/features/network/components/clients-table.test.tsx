import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import type { ClientView } from '../api/views'
import { ClientsTable } from './clients-table'

const client = (overrides: Partial<ClientView>): ClientView => ({
  mac: 'aa:bb:cc:00:00:01',
  name: null,
  hostname: 'kassa-1',
  ip: '192.168.1.20',
  fixedIp: null,
  wired: true,
  guest: false,
  online: true,
  ssid: null,
  uplinkMac: '11:22:33:44:55:66',
  uplinkName: 'Switch bar',
  uplinkPort: 4,
  signal: null,
  signalDbm: null,
  vendor: 'Ingenico',
  vlan: null,
  configState: null,
  rebootNeeded: false,
  lastSeenAt: null,
  ...overrides,
})

const tablet = client({
  mac: 'aa:bb:cc:00:00:02',
  hostname: 'tablet',
  ip: '192.168.1.33',
  wired: false,
  guest: true,
  ssid: 'Cafe Guest',
  signal: 'poor',
  signalDbm: -80,
  vendor: 'Apple',
  uplinkName: 'AP terrace',
  uplinkPort: null,
})

const page = (data: ClientView[]) => ({
  data,
  meta: { total: data.length, page: 1, perPage: 25, lastPage: 1 },
})

describe('clients table', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('lists clients with signal and vendor, and sends search and type filters to the server', async () => {
    const { calls } = fakeRest({
      'GET /locations/7/network/clients': ({ query }) =>
        jsonResponse(
          200,
          page(query.get('kind') === 'wired' ? [client({})] : [client({}), tablet])
        ),
    })
    renderWithApp(<ClientsTable locationId={7} canUpdate={false} canSetFixedIp={false} />)

    const table = await screen.findByRole('table', { name: 'Clients' })
    expect(within(table).getByText('kassa-1')).toBeInTheDocument()
    expect(within(table).getByText('Poor').closest('[title]')).toHaveAttribute('title', '-80 dBm')
    expect(within(table).getByText('Apple')).toBeInTheDocument()
    expect(within(table).getByText('Cafe Guest')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('radio', { name: 'Wired' }))
    await waitFor(() => expect(screen.queryByText('tablet')).not.toBeInTheDocument())
    expect(calls.at(-1)!.query.get('kind')).toBe('wired')

    await userEvent.type(screen.getByRole('textbox', { name: /Search/ }), 'kassa')
    await waitFor(() => expect(calls.at(-1)!.query.get('search')).toBe('kassa'), { timeout: 2000 })
    expect(calls.at(-1)!.query.get('kind')).toBe('wired')
  })

  it('reserves a fixed IP: shows the 422 on the field, then the reboot notice and config state', async () => {
    let attempts = 0
    const { calls } = fakeRest({
      'GET /locations/7/network/clients': () => jsonResponse(200, page([client({})])),
      'PATCH /locations/7/network/clients/aa:bb:cc:00:00:01': ({ body }) => {
        attempts += 1
        if (attempts === 1) {
          return jsonResponse(422, {
            code: 'E_VALIDATION_ERROR',
            message: 'Validation failed',
            errors: [
              {
                field: 'fixedIp',
                rule: 'fixedIpOutsideSubnet',
                message: 'The IP is outside the site subnets.',
              },
            ],
          })
        }
        return jsonResponse(200, {
          ...client({}),
          fixedIp: (body as { fixedIp: string }).fixedIp,
          configState: 'pending',
          rebootNeeded: true,
        })
      },
    })
    renderWithApp(<ClientsTable locationId={7} canUpdate canSetFixedIp />)

    await userEvent.click(await screen.findByRole('button', { name: 'Edit kassa-1' }))
    const dialog = await screen.findByRole('dialog')
    const fixedIp = within(dialog).getByRole('textbox', { name: /Fixed IP/ })

    await userEvent.type(fixedIp, '300.1.1.1')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await within(dialog).findByText('Enter a valid IPv4 address.')).toBeInTheDocument()
    expect(attempts).toBe(0)

    await userEvent.clear(fixedIp)
    await userEvent.type(fixedIp, '10.9.9.9')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(
      await within(dialog).findByText('The IP is outside the site subnets.')
    ).toBeInTheDocument()
    expect(calls.find((call) => call.method === 'PATCH')!.body).toEqual({ fixedIp: '10.9.9.9' })

    await userEvent.clear(fixedIp)
    await userEvent.type(fixedIp, '192.168.1.50')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await within(dialog).findByText('Reboot needed')).toBeInTheDocument()
    expect(within(dialog).getByText('Pending')).toBeInTheDocument()
    expect(attempts).toBe(2)
  })
})
