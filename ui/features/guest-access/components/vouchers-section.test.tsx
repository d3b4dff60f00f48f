import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import type { VoucherBatchDetail } from '../api/types'
import { VouchersSection } from './vouchers-section'

const batch: VoucherBatchDetail = {
  id: 7,
  name: 'Terrace weekend',
  durationMinutes: 120,
  maxUses: 1,
  expiresAt: null,
  expired: false,
  createdAt: '2026-05-01T10:00:00.000Z',
  codes: 2,
  available: 1,
  used: 1,
  revoked: 0,
  vouchers: [
    { code: 'ABCD2345', uses: 0, state: 'unused', revokedAt: null },
    { code: 'WXYZ6789', uses: 1, state: 'used_up', revokedAt: null },
  ],
}
const { vouchers: _codes, ...summary } = batch
const page = (data: unknown[]) => ({
  data,
  meta: { total: data.length, page: 1, perPage: 10, lastPage: 1 },
})

describe('vouchers on the portal tab', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('makes a batch from minutes, hours or days and shows its codes', async () => {
    let made = false
    const { calls } = fakeRest({
      'GET /locations/3/portal/vouchers': () => jsonResponse(200, page(made ? [summary] : [])),
      'POST /locations/3/portal/vouchers': () => {
        made = true
        return jsonResponse(201, batch)
      },
      'GET /locations/3/portal/vouchers/7': () => jsonResponse(200, batch),
    })
    renderWithApp(<VouchersSection locationId={3} canUpdate />)
    expect(await screen.findByText('No vouchers yet.')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'New vouchers' }))
    const dialog = await screen.findByRole('dialog', { name: 'New vouchers' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make the codes' }))
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Terrace weekend')
    const count = within(dialog).getByRole('textbox', { name: /Number of codes/ })
    await userEvent.clear(count)
    await userEvent.type(count, '50')
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Unit' }), 'days')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make the codes' }))

    const post = await vi.waitFor(() => calls.find((call) => call.method === 'POST')!)
    expect(post.body).toEqual({
      name: 'Terrace weekend',
      count: 50,
      durationMinutes: 2880,
      maxUses: 1,
      expiresOn: null,
    })
    const codes = await screen.findByRole('table', { name: 'Codes of Terrace weekend' })
    expect(within(codes).getByRole('row', { name: /ABCD2345/ })).toHaveTextContent('Unused')
    expect(within(codes).getByRole('row', { name: /WXYZ6789/ })).toHaveTextContent('Used up')
  })

  it('shows server field errors on their fields', async () => {
    fakeRest({
      'GET /locations/3/portal/vouchers': () => jsonResponse(200, page([])),
      'POST /locations/3/portal/vouchers': () =>
        jsonResponse(422, {
          code: 'E_VALIDATION_ERROR',
          message: 'x',
          errors: [
            { field: 'expiresOn', rule: 'today_or_later', message: 'Choose today or a later date' },
          ],
        }),
    })
    renderWithApp(<VouchersSection locationId={3} canUpdate />)
    await userEvent.click(await screen.findByRole('button', { name: 'New vouchers' }))
    const dialog = await screen.findByRole('dialog', { name: 'New vouchers' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Old')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make the codes' }))
    expect(await within(dialog).findByText('Choose today or a later date')).toBeInTheDocument()
  })

  it('revokes one code only after it is typed, and hides changes from readers', async () => {
    const { calls } = fakeRest({
      'GET /locations/3/portal/vouchers': () => jsonResponse(200, page([summary])),
      'GET /locations/3/portal/vouchers/7': () => jsonResponse(200, batch),
      'DELETE /locations/3/portal/vouchers/7/codes/ABCD2345': () =>
        new Response(null, { status: 204 }),
    })
    const { unmount } = renderWithApp(<VouchersSection locationId={3} canUpdate />)
    await userEvent.click(await screen.findByRole('button', { name: 'Codes of Terrace weekend' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke ABCD2345' }))
    const confirm = await screen.findByRole('dialog', { name: 'Revoke code' })
    const revoke = within(confirm).getByRole('button', { name: 'Revoke' })
    expect(revoke).toBeDisabled()
    await userEvent.type(within(confirm).getByRole('textbox'), 'ABCD2345')
    await userEvent.click(revoke)
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true))
    unmount()

    renderWithApp(<VouchersSection locationId={3} canUpdate={false} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Codes of Terrace weekend' }))
    await screen.findByRole('table', { name: 'Codes of Terrace weekend' })
    expect(screen.queryByRole('button', { name: 'New vouchers' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Print cards (PDF)' })).toBeEnabled()
  })
})
