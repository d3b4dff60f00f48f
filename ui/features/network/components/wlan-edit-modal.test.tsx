import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import type { WlanView } from '../api/views'
import { WlanEditModal } from './wlan-edit-modal'

const wlan: WlanView = {
  id: 'w1',
  name: 'Cafe Central',
  enabled: true,
  hidden: false,
  kind: 'private',
  security: 'wpa-personal',
  passphrase: 'old-secret-1',
  passphraseHidden: false,
  networkId: null,
}

describe('WLAN edit modal', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('saves only once the current network name is typed, and sends just the changes', async () => {
    const { calls } = fakeRest({
      'PATCH /locations/3/network/wlans/w1': ({ body }) =>
        jsonResponse(200, { ...wlan, name: (body as { name: string }).name }),
      'GET /locations/3/network': () => jsonResponse(200, {}),
    })
    const onClose = vi.fn()
    renderWithApp(<WlanEditModal locationId={3} wlan={wlan} onClose={onClose} />)
    const dialog = await screen.findByRole('dialog')
    const save = within(dialog).getByRole('button', { name: 'Save changes' })

    const ssid = within(dialog).getByRole('textbox', { name: /Network name \(SSID\)/ })
    await userEvent.clear(ssid)
    await userEvent.type(ssid, 'Cafe Central Staff')
    expect(save).toBeDisabled()

    const confirm = within(dialog).getByRole('textbox', { name: /type the current network name/ })
    await userEvent.type(confirm, 'cafe central')
    expect(save).toBeDisabled()
    await userEvent.clear(confirm)
    await userEvent.type(confirm, 'Cafe Central')
    expect(save).toBeEnabled()

    await userEvent.click(save)
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(calls.find((call) => call.method === 'PATCH')!.body).toEqual({
      confirmName: 'Cafe Central',
      name: 'Cafe Central Staff',
    })
  })

  it('checks the passphrase length (8–63) and shows the server field errors', async () => {
    fakeRest({
      'PATCH /locations/3/network/wlans/w1': () =>
        jsonResponse(422, {
          code: 'E_VALIDATION_ERROR',
          message: 'Validation failed',
          errors: [
            {
              field: 'name',
              rule: 'ssidTaken',
              message: 'Another network already uses this name.',
            },
          ],
        }),
    })
    renderWithApp(<WlanEditModal locationId={3} wlan={wlan} onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog')
    await userEvent.type(within(dialog).getByLabelText(/New password/), 'short')
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /type the current network name/ }),
      'Cafe Central'
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(
      await within(dialog).findByText('The password must be 8 to 63 characters long.')
    ).toBeInTheDocument()

    await userEvent.clear(within(dialog).getByLabelText(/New password/))
    await userEvent.type(within(dialog).getByLabelText(/New password/), 'long-enough-secret')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(
      await within(dialog).findByText('Another network already uses this name.')
    ).toBeInTheDocument()
  })
})
