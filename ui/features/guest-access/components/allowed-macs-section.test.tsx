import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import type { AllowedMac } from '../api/types'
import { AllowedMacsSection } from './allowed-macs-section'
import { looksLikeMac } from './add-allowed-mac-form'

const tv: AllowedMac = {
  id: 4,
  mac: 'aa:bb:cc:00:11:22',
  label: 'Lobby TV',
  state: 'authorized',
  authorizedUntil: '2026-06-01T10:00:00.000Z',
  lastAttemptAt: '2026-05-02T10:00:00.000Z',
  lastError: null,
  createdAt: '2026-05-02T10:00:00.000Z',
}
const printer: AllowedMac = {
  ...tv,
  id: 5,
  mac: '02:11:22:33:44:55',
  label: null,
  state: 'failed',
  authorizedUntil: null,
  lastError: {
    code: 'E_CONTROLLER_UNAVAILABLE',
    message: 'The network controller cannot be reached right now.',
  },
}
const page = (data: AllowedMac[]) => ({
  data,
  meta: { total: data.length, page: 1, perPage: 10, lastPage: 1 },
})

describe('devices without a browser on the portal tab', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('lists devices with their state and why the controller did not let one through', async () => {
    fakeRest({
      'GET /locations/3/network/allowed-macs': () => jsonResponse(200, page([tv, printer])),
    })
    renderWithApp(<AllowedMacsSection locationId={3} canUpdate={false} />)
    const row = await screen.findByRole('row', { name: /Lobby TV/ })
    expect(row).toHaveTextContent('Let through')
    expect(screen.getByRole('row', { name: /02:11:22:33:44:55/ })).toHaveTextContent(
      'The network controller cannot be reached right now.'
    )
    expect(screen.queryByRole('form', { name: 'Add a device' })).not.toBeInTheDocument()
  })

  it('checks the MAC before sending, adds the device, and removes one only after its MAC is typed', async () => {
    const { calls } = fakeRest({
      'GET /locations/3/network/allowed-macs': () => jsonResponse(200, page([tv])),
      'POST /locations/3/network/allowed-macs': () => jsonResponse(201, printer),
      'DELETE /locations/3/network/allowed-macs/4': () => new Response(null, { status: 204 }),
    })
    renderWithApp(<AllowedMacsSection locationId={3} canUpdate />)
    const form = await screen.findByRole('form', { name: 'Add a device' })
    await userEvent.type(within(form).getByRole('textbox', { name: /MAC address/ }), 'not-a-mac')
    await userEvent.click(within(form).getByRole('button', { name: 'Add device' }))
    expect(
      await within(form).findByText('Enter a MAC address like aa:bb:cc:dd:ee:ff.')
    ).toBeInTheDocument()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    await userEvent.clear(within(form).getByRole('textbox', { name: /MAC address/ }))
    await userEvent.type(
      within(form).getByRole('textbox', { name: /MAC address/ }),
      '02-11-22-33-44-55'
    )
    await userEvent.type(within(form).getByRole('textbox', { name: /Description/ }), 'Printer')
    await userEvent.click(within(form).getByRole('button', { name: 'Add device' }))
    const post = await vi.waitFor(() => calls.find((call) => call.method === 'POST')!)
    expect(post.body).toEqual({ mac: '02-11-22-33-44-55', label: 'Printer' })

    await userEvent.click(screen.getByRole('button', { name: 'Remove aa:bb:cc:00:11:22' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove device' })
    await userEvent.type(within(dialog).getByRole('textbox'), 'aa:bb:cc:00:11:22')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await vi.waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path.endsWith('/4'))).toBe(true)
    )
  })

  it('shows a server refusal of the MAC on its field', async () => {
    fakeRest({
      'GET /locations/3/network/allowed-macs': () => jsonResponse(200, page([])),
      'POST /locations/3/network/allowed-macs': () =>
        jsonResponse(422, {
          code: 'E_VALIDATION_ERROR',
          message: 'x',
          errors: [{ field: 'mac', rule: 'unique', message: 'This MAC address is already in use' }],
        }),
    })
    renderWithApp(<AllowedMacsSection locationId={3} canUpdate />)
    const form = await screen.findByRole('form', { name: 'Add a device' })
    await userEvent.type(within(form).getByRole('textbox', { name: /MAC address/ }), 'aabbccddeeff')
    await userEvent.click(within(form).getByRole('button', { name: 'Add device' }))
    expect(await within(form).findByText('This is already in use.')).toBeInTheDocument()
  })

  it('takes the MAC notations the server takes', () => {
    for (const mac of ['aa:bb:cc:dd:ee:ff', 'AA-BB-CC-DD-EE-FF', 'aabb.ccdd.eeff', 'AABBCCDDEEFF'])
      expect(looksLikeMac(mac)).toBe(true)
    for (const mac of ['aa:bb:cc', 'gg:bb:cc:dd:ee:ff', 'aa:bb:cc:dd:ee:ff:00', ''])
      expect(looksLikeMac(mac)).toBe(false)
  })
})
