import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '@/test/render'
import { sessionStore } from '@/lib/session/session-store'
import { emptyOpeningHours } from '@/components/opening-hours/opening-hours'
import AdminLocationsPage from './admin-locations'
import LocationInfoPage from './location-info'

const row = {
  id: 5,
  customer_id: 2,
  customer: { id: 2, name: 'Café De Markt' },
  name: 'De Markt – main bar',
  venue_name: 'Café De Markt',
  city: 'Hasselt',
  type: 'horeca',
  status: 'live',
  network_status: 'online',
  snoozed: false,
  latitude: 50.93,
  longitude: 5.33,
}
const detail = {
  ...row,
  address: 'Grote Markt 1',
  zipcode: '3500',
  country: 'BE',
  timezone: 'Europe/Brussels',
  plan: 1,
  archived: false,
  archived_at: null,
  snoozed_until: null,
  comments: null,
  room: null,
  qr_label: null,
  created_at: '2026-11-01T10:00:00Z',
  connection_type: 'fiber',
  pppoe_password_set: false,
  status_code: 'K7QMX3PA',
  permissions: ['location_read', 'location_update'],
}

let calls: Array<{ method: string; url: string; body: unknown }>

function serve(routes: Record<string, unknown>) {
  calls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input)
      const method = init?.method ?? 'GET'
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined })
      const path = url.replace(/^\/rest/, '').split('?')[0]!
      const key = `${method} ${path}`
      if (key in routes) return jsonResponse(200, routes[key])
      return jsonResponse(404, { code: 'E_NOT_FOUND', message: 'Not found.' })
    })
  )
}

beforeEach(() => {
  sessionStore.setState({
    user: { ...sessionStore.getState().user, id: 1, isAdmin: true, isLoggedIn: true } as any,
  })
})
afterEach(() => vi.unstubAllGlobals())

describe('admin locations list', () => {
  it('shows the rows with their badges, filters on the server and switches to the map', async () => {
    serve({
      'GET /locations': { data: [row], meta: { total: 1, page: 1, perPage: 25, lastPage: 1 } },
      'GET /locations/map': {
        data: [
          {
            id: 5,
            name: row.name,
            status: 'live',
            network_status: 'online',
            lat: 50.93,
            lng: 5.33,
          },
          {
            id: 6,
            name: 'Nowhere',
            status: 'live',
            network_status: 'offline',
            lat: null,
            lng: null,
          },
        ],
      },
    })
    renderWithApp(<AdminLocationsPage />)
    const table = await screen.findByRole('table')
    expect(within(table).getByText('De Markt – main bar')).toBeInTheDocument()
    expect(within(table).getByText('Café De Markt', { selector: 'td' })).toBeInTheDocument()
    expect(within(table).getByText('Live')).toBeInTheDocument()
    expect(within(table).getByText('Online')).toBeInTheDocument()

    await userEvent.selectOptions(screen.getByLabelText('Network state'), 'offline')
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.url.includes('systemStatus=offline') && call.url.includes('page=1')
        )
      ).toBe(true)
    )

    await userEvent.click(screen.getByText('Map'))
    expect(await screen.findByRole('img', { name: 'Map of the locations' })).toBeInTheDocument()
    expect(screen.getByTestId('pin-5')).toBeInTheDocument()
    expect(
      screen.getByText('1 locations have no coordinates and are not on the map.')
    ).toBeInTheDocument()
  })
})

describe('location info', () => {
  it('loads the location of ?location=, saves only the changed fields, and archives after typing the name', async () => {
    serve({
      'GET /locations/5': detail,
      'PUT /locations/5': { ...detail, city: 'Genk' },
      'DELETE /locations/5': { ...detail, status: 'archived', archived: true },
      'GET /locations/5/openinghours': emptyOpeningHours(),
      'GET /locations/5/comments': {
        data: [],
        meta: { total: 0, page: 1, perPage: 100, lastPage: 1 },
      },
      'GET /locations/5/webhooks': { data: [], eventTypes: [] },
      'GET /locations': { data: [row], meta: { total: 1, page: 1, perPage: 25, lastPage: 1 } },
    })
    renderWithApp(<LocationInfoPage />, { route: '/locations/info?location=5' })
    const city = await screen.findByLabelText('City')
    expect(city).toHaveValue('Hasselt')
    expect(
      screen.getByRole('img', { name: 'QR code of the status page of De Markt – main bar' })
    ).toHaveAttribute('src', '/rest/locations/5/qr')
    expect(screen.getByText('Code to type on /status:')).toHaveTextContent(
      'Code to type on /status: K7QM-X3PA'
    )
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Live')
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((option) => option.textContent)
    ).toEqual(['Live', 'Standby'])

    await userEvent.clear(city)
    await userEvent.type(city, 'Genk')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ city: 'Genk' })
    )

    await userEvent.click(screen.getByRole('button', { name: 'Archive' }))
    const dialog = await screen.findByRole('dialog', { name: 'Archive this location?' })
    const confirm = within(dialog).getByRole('button', { name: 'Archive' })
    expect(confirm).toBeDisabled()
    await userEvent.type(within(dialog).getByRole('textbox'), 'De Markt – main bar')
    await userEvent.click(confirm)
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'DELETE' && call.url === '/rest/locations/5')
      ).toBe(true)
    )
  })
})
