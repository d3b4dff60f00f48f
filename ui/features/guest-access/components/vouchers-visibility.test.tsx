import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import { designer, draft } from '@/features/portal/portal-fixtures'
import { VouchersVisibility } from './vouchers-visibility'

const live = designer({ location_id: 3, published: draft, unpublished_changes: false })

describe('vouchers hidden from guests', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('says why guests see no voucher field, and switches vouchers on and publishes in one click', async () => {
    let published = live
    const { calls } = fakeRest({
      'GET /portal/3': () => jsonResponse(200, published),
      'PUT /portal/3': ({ body }) =>
        jsonResponse(200, { ...published, draft: body, unpublished_changes: true }),
      'POST /portal/3/publish': () => {
        published = {
          ...live,
          draft: { ...draft, vouchersEnabled: true },
          published: { ...draft, vouchersEnabled: true },
        }
        return jsonResponse(200, published)
      },
    })
    renderWithApp(<VouchersVisibility locationId={3} canUpdate />)
    const notice = await screen.findByRole('status')
    expect(notice).toHaveTextContent('Guests do not see vouchers yet')
    expect(within(notice).getByRole('link', { name: 'Open the portal designer' })).toHaveAttribute(
      'href',
      '/portal/design?location=3'
    )
    await userEvent.click(
      within(notice).getByRole('button', { name: 'Switch vouchers on and publish' })
    )
    await waitFor(() =>
      expect(screen.queryByText('Guests do not see vouchers yet')).not.toBeInTheDocument()
    )
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      vouchersEnabled: true,
    })
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/portal/3/publish',
    ])
  })

  it('never publishes other changes waiting in the draft: it sends to the designer instead', async () => {
    fakeRest({
      'GET /portal/3': () =>
        jsonResponse(200, {
          ...live,
          draft: { ...draft, landingUrl: 'https://new.example' },
          unpublished_changes: true,
        }),
    })
    renderWithApp(<VouchersVisibility locationId={3} canUpdate />)
    expect(await screen.findByText(/other unpublished changes/)).toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: 'Switch vouchers on and publish' })
    ).not.toBeInTheDocument()
  })

  it('says nothing once guests see vouchers', async () => {
    fakeRest({
      'GET /portal/3': () =>
        jsonResponse(200, { ...live, published: { ...draft, vouchersEnabled: true } }),
    })
    renderWithApp(<VouchersVisibility locationId={3} canUpdate />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})
