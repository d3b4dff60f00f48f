import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '@/lib/session/session-store'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import type { TenantList, TenantView } from '../api/types'
import TenantsPage from './tenants'

const tenant = (
  id: number,
  name: string,
  status: TenantView['status'],
  extra: Partial<TenantView> = {}
): TenantView => ({
  id,
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.be`,
  language: 'nl',
  spaces: null,
  vlan: 40,
  status,
  active: status === 'created' || status === 'deactivation_scheduled',
  passphrase: null,
  createAfter: '2026-11-22T02:00:00.000Z',
  deactivateOn: null,
  activatedAt: null,
  deactivatedAt: null,
  mailedAt: null,
  lastAttemptAt: null,
  lastError: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  ...extra,
})

const settings = {
  networkName: 'Tenants',
  fixedVlan: null,
  defaultVlan: 40,
  nightlyAt: '03:00',
  nightlyZone: 'Europe/Brussels',
}
const page = (data: TenantView[]) => ({
  data,
  meta: { total: data.length, page: 1, perPage: 25, lastPage: 1 },
})
const list = (data: TenantView[]): TenantList => ({ ...page(data), settings })
const venue = (permissions: string[]) => () =>
  jsonResponse(200, { id: 5, name: 'Cohousing De Linde', permissions })

const anna = tenant(1, 'Anna Claes', 'created', { spaces: 'Room 1' })
const bert = tenant(2, 'Bert Smet', 'pending_creation', {
  lastError: {
    code: 'E_CONTROLLER_UNAVAILABLE',
    message: 'The network controller cannot be reached right now.',
  },
})

describe('the tenants tab', () => {
  beforeEach(() => sessionStore.reset())
  afterEach(() => vi.unstubAllGlobals())

  it('lists tenants with their state and a masked key; an editor reveals one key, creates a pending one now and adds a tenant', async () => {
    const { calls } = fakeRest({
      'GET /locations/5': venue(['location_read', 'location_update']),
      'GET /locations/5/network/tenants': () => jsonResponse(200, list([anna, bert])),
      'GET /locations/5/network/pendingtenants': () => jsonResponse(200, page([bert])),
      'GET /locations/5/network/tenants/1': () =>
        jsonResponse(200, { ...anna, passphrase: 'Secret-Key-4242' }),
      'PATCH /locations/5/network/pendingtenants/2': () =>
        jsonResponse(200, { ...bert, status: 'created', lastError: null }),
      'POST /locations/5/network/tenants': ({ body }) =>
        jsonResponse(201, tenant(3, (body as any).name, 'pending_creation')),
    })
    renderWithApp(<TenantsPage />, { route: '/locations/tenants?location=5' })

    const table = await screen.findByRole('table', { name: 'Tenants' })
    const annaRow = within(table).getByText('Anna Claes').closest('tr')!
    expect(within(annaRow).getByText('Active')).toBeInTheDocument()
    expect(within(annaRow).getByLabelText('Key hidden')).toHaveTextContent('••••')
    expect(screen.queryByText('Secret-Key-4242')).not.toBeInTheDocument()
    await userEvent.click(
      within(annaRow).getByRole('button', { name: 'Show the key of Anna Claes' })
    )
    expect(await within(annaRow).findByLabelText('Key of Anna Claes')).toHaveTextContent(
      'Secret-Key-4242'
    )

    const pending = screen.getByRole('region', { name: 'Pending creations' })
    expect(
      within(pending).getByText('The network controller cannot be reached right now.')
    ).toBeInTheDocument()
    // The time shown is the coming nightly run, not a past creation.
    expect(
      within(pending).getByRole('columnheader', { name: 'Will be created at' })
    ).toBeInTheDocument()
    await userEvent.click(within(pending).getByRole('button', { name: 'Create now: Bert Smet' }))
    await vi.waitFor(() =>
      expect(
        calls.some(
          (call) => call.method === 'PATCH' && call.path === '/locations/5/network/pendingtenants/2'
        )
      ).toBe(true)
    )

    await userEvent.click(screen.getByRole('button', { name: 'Add tenant' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add tenant' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Chris Peeters')
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'not-an-address')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add tenant' }))
    expect(await within(dialog).findByText('Enter a valid e-mail address.')).toBeInTheDocument()
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /E-mail/ }))
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /E-mail/ }),
      'chris@example.be'
    )
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Create the key now/ }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add tenant' }))
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        name: 'Chris Peeters',
        email: 'chris@example.be',
        spaces: null,
        vlan: null,
        createNow: true,
      })
    )
  }, 20_000)

  it('schedules a deactivation with a date and asks before deactivating now', async () => {
    const { calls } = fakeRest({
      'GET /locations/5': venue(['location_read', 'location_update']),
      'GET /locations/5/network/tenants': () => jsonResponse(200, list([anna])),
      'GET /locations/5/network/pendingtenants': () => jsonResponse(200, page([])),
      'PATCH /locations/5/network/tenants/1': ({ body }) =>
        jsonResponse(200, {
          ...anna,
          status: 'deactivation_scheduled',
          deactivateOn: (body as any).deactivateOn,
        }),
      'POST /locations/5/network/tenants/1/deactivate': () =>
        jsonResponse(200, { ...anna, status: 'deactivated', active: false }),
    })
    renderWithApp(<TenantsPage />, { route: '/locations/tenants?location=5' })

    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Anna Claes' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Schedule deactivation' }))
    const dialog = await screen.findByRole('dialog', {
      name: 'Schedule the deactivation of Anna Claes',
    })
    const date = within(dialog).getByLabelText(/Deactivation date/)
    await userEvent.type(date, '2099-06-30')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }))
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        deactivateOn: '2099-06-30',
      })
    )

    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Anna Claes' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate now' }))
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate Anna Claes now' })
    expect(calls.some((call) => call.path.endsWith('/deactivate'))).toBe(false)
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate now' }))
    await vi.waitFor(() =>
      expect(
        calls.some((call) => call.method === 'POST' && call.path.endsWith('/deactivate'))
      ).toBe(true)
    )
  }, 20_000)

  it('a reader sees no key button and no changes; a venue without tenant management says to contact support', async () => {
    fakeRest({
      'GET /locations/5': venue(['location_read']),
      'GET /locations/5/network/tenants': () => jsonResponse(200, list([anna])),
      'GET /locations/5/network/pendingtenants': () => jsonResponse(200, page([])),
    })
    renderWithApp(<TenantsPage />, { route: '/locations/tenants?location=5' })
    const table = await screen.findByRole('table', { name: 'Tenants' })
    expect(within(table).queryByRole('button')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add tenant' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument()
    vi.unstubAllGlobals()

    fakeRest({
      'GET /locations/6': () =>
        jsonResponse(200, {
          id: 6,
          name: 'Bar',
          permissions: ['location_read', 'location_update'],
        }),
      'GET /locations/6/network/tenants': () =>
        jsonResponse(409, { code: 'E_TENANT_MANAGEMENT_DISABLED', message: 'not enabled' }),
    })
    renderWithApp(<TenantsPage />, { route: '/locations/tenants?location=6' })
    expect(
      await screen.findByText(
        'Tenant management is not enabled for this location. Contact support.'
      )
    ).toBeInTheDocument()

    // Issue 32 item 11: an admin is not sent to support; they are told what to switch on.
    sessionStore.setState({
      user: { ...sessionStore.getState().user, isAdmin: true, isLoggedIn: true },
    })
    renderWithApp(<TenantsPage />, { route: '/locations/tenants?location=6' })
    expect(
      await screen.findByText(/switch on “Tenant management” in the location's info/)
    ).toBeInTheDocument()
  }, 20_000)
})
