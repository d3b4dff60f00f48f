import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import type { DeviceView } from '../api/views'
import { DeviceGroupWizard } from './device-group-wizard'

const device = (id: string, name: string, kind: DeviceView['kind']): DeviceView => ({
  id,
  mac: null,
  name,
  kind,
  model: null,
  firmware: null,
  firmwareUpgrade: null,
  ip: null,
  state: 'online',
  online: true,
  uptimeSeconds: null,
  uplinkMac: null,
  uplinkPort: null,
  ports: [],
  lastSeenAt: null,
})

describe('device group wizard', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('goes info → devices and refuses to create a group without a device', async () => {
    const { calls } = fakeRest({
      'POST /locations/5/network/devicegroups': ({ body }) =>
        jsonResponse(201, {
          id: 1,
          health: 'online',
          devices: [],
          createdAt: '',
          ...(body as object),
        }),
      'GET /locations/5/network/devicegroups': () => jsonResponse(200, { data: [] }),
    })
    const onClose = vi.fn()
    renderWithApp(
      <DeviceGroupWizard
        locationId={5}
        devices={[device('d1', 'AP bar', 'ap'), device('d2', 'Switch kitchen', 'switch')]}
        onClose={onClose}
      />
    )
    const dialog = await screen.findByRole('dialog')

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }))
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument()

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Payments')
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Type' }),
      'payments'
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }))

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Create group' }))
    expect(await within(dialog).findByText('Pick at least one device.')).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0)

    await userEvent.click(within(dialog).getByRole('checkbox', { name: /AP bar/ }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create group' }))
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      name: 'Payments',
      type: 'payments',
      deviceIds: ['d1'],
    })
  })
})
