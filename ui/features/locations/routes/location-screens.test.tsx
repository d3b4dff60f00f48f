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
        clustered: false,
        total: 1,
        unplaced: 1,
        bounds: [5.33, 50.93, 5.33, 50.93],
        states: { online: 1 },
        clusters: [],
        pins: [{ id: 5, name: row.name, lat: 50.93, lng: 5.33, state: 'online' }],
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
      screen.getByText('1 location has no coordinates and is not on the map.')
    ).toBeInTheDocument()
  })

  it('asks the server for the area in sight as the map moves, and draws its clusters', async () => {
    serve({
      'GET /locations': { data: [row], meta: { total: 1, page: 1, perPage: 25, lastPage: 1 } },
      'GET /locations/map': {
        clustered: true,
        total: 900,
        unplaced: 0,
        bounds: [3, 50.7, 6, 51.7],
        states: { online: 880, offline: 20 },
        clusters: [{ lat: 51.2, lng: 4.4, count: 899, worst: 'offline', zoom: 9 }],
        pins: [{ id: 5, name: row.name, lat: 50.93, lng: 5.33, state: 'online' }],
      },
    })
    renderWithApp(<AdminLocationsPage />)
    await screen.findByRole('table')
    await userEvent.click(screen.getByText('Map'))
    const cluster = await screen.findByRole('button', { name: '899 locations here – zoom in' })
    expect(cluster).toHaveAttribute('data-worst', 'offline')
    expect(screen.getByTestId('pin-5')).toBeInTheDocument()
    const legend = screen.getByRole('list', { name: 'Network state' })
    expect(
      within(legend)
        .getAllByTestId('legend-count')
        .map((node) => node.textContent)
    ).toEqual(['880', '20'])

    const areas = () =>
      calls
        .filter((call) => call.url.startsWith('/rest/locations/map?'))
        .map((call) => Object.fromEntries(new URL(call.url, 'http://x').searchParams))
    // The first request covers the world; once the map has its view it asks for what it shows.
    expect(areas()[0]).toMatchObject({ west: '-180', east: '180', zoom: '1' })
    await waitFor(() => expect(areas().length).toBeGreaterThan(1))
    const home = areas().at(-1)!
    expect(Number(home.west)).toBeGreaterThan(-10)
    expect(Number(home.east)).toBeLessThan(15)

    // Clicking the cluster zooms in on it; the map then asks for that smaller area at the cluster's zoom.
    await userEvent.click(cluster)
    await waitFor(() => expect(areas().at(-1)!.zoom).toBe('9'))
    const zoomed = areas().at(-1)!
    expect(Number(zoomed.east) - Number(zoomed.west)).toBeLessThan(
      Number(home.east) - Number(home.west)
    )
    expect(Number(zoomed.west)).toBeLessThan(4.4)
    expect(Number(zoomed.east)).toBeGreaterThan(4.4)

    // The left arrow shows what lies west: the area asked for moves west; one request once the keys rest, not one per step.
    const before = areas().length
    const map = screen.getByTestId('locations-map')
    map.focus()
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}')
    await waitFor(() => expect(areas().length).toBe(before + 1))
    expect(Number(areas().at(-1)!.west)).toBeLessThan(Number(zoomed.west))
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
