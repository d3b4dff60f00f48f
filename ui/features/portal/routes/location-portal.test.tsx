import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import { designer } from '../portal-fixtures'
import LocationPortalPage from './location-portal'

const guest = (id: number, email: string, blocked = false) => ({
  id,
  email,
  firstname: 'Ann',
  lastname: null,
  phone: null,
  email_opt_in: true,
  language: 'nl',
  mac: '02:00:00:00:00:01',
  ip: null,
  device: 'iPhone',
  blocked,
  mail_sync_status: null,
  sign_in_count: 2,
  first_seen_at: '2026-03-01T10:00:00Z',
  last_seen_at: '2026-03-09T10:00:00Z',
})

const insights = {
  range: '30d',
  from: '2026-02-09',
  to: '2026-03-10',
  time_zone: 'Europe/Brussels',
  totals: {
    sign_ins: 5,
    guests: 3,
    new_guests: 2,
    returning_guests: 1,
    opted_in: 2,
    opt_in_rate: 0.667,
  },
  days: [{ date: '2026-03-10', sign_ins: 5, new: 2, returning: 3 }],
  devices: [
    { device: 'iPhone', guests: 2 },
    { device: 'unknown', guests: 1 },
  ],
}

describe('Location portal tab', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the portal state, insights and guests; blocks a guest and starts an export', async () => {
    let blocked = false
    const { calls } = fakeRest({
      'GET /portal/7': () =>
        jsonResponse(
          200,
          designer({
            state: 'enabled',
            published_at: '2026-03-01T10:00:00Z',
            unpublished_changes: false,
            guests: 1,
          })
        ),
      'GET /portal/7/insights': () => jsonResponse(200, insights),
      'GET /portal/7/clients': () =>
        jsonResponse(200, {
          data: [guest(11, 'ann@example.com', blocked)],
          meta: { total: 1, page: 1, perPage: 25, lastPage: 1 },
        }),
      'PUT /portal/7/client/11': ({ body }) => {
        blocked = (body as { blocked: boolean }).blocked
        return jsonResponse(200, guest(11, 'ann@example.com', blocked))
      },
      'GET /portal/7/export': () => jsonResponse(202, { status: 'started', id: 1 }),
    })
    renderWithApp(<LocationPortalPage />, { route: '/locations/portal?location=7' })
    expect(await screen.findByText('Online')).toBeInTheDocument()
    expect(screen.getByText('1 guest so far.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Design the portal' })).toHaveAttribute(
      'href',
      '/portal/design?location=7'
    )
    expect(await screen.findByText('66.7%')).toBeInTheDocument()
    expect(screen.getByText('Unknown device')).toBeInTheDocument()

    const table = await screen.findByRole('table', { name: 'Guests' })
    expect(within(table).getByText('ann@example.com')).toBeInTheDocument()
    await userEvent.click(within(table).getByRole('button', { name: 'Block ann@example.com' }))
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ blocked: true })
    )
    expect(await within(table).findByText('Blocked')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Export guests' }))
    await vi.waitFor(() =>
      expect(calls.some((call) => call.path === '/portal/7/export')).toBe(true)
    )
  }, 30_000)

  it('a portal never published cannot be tried as a guest yet', async () => {
    fakeRest({
      'GET /portal/7': () => jsonResponse(200, designer()),
      'GET /portal/7/insights': () =>
        jsonResponse(200, {
          ...insights,
          totals: { ...insights.totals, opt_in_rate: null },
          days: [],
          devices: [],
        }),
      'GET /portal/7/clients': () =>
        jsonResponse(200, { data: [], meta: { total: 0, page: 1, perPage: 25, lastPage: 1 } }),
    })
    renderWithApp(<LocationPortalPage />, { route: '/locations/portal?location=7' })
    expect(await screen.findByText('Not published yet: guests see no portal.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try as a guest' })).toBeDisabled()
    expect(await screen.findByText('No guests yet.')).toBeInTheDocument()
  })
})
