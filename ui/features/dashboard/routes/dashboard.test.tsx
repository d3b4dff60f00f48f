import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '@/lib/session/session-store'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import DashboardPage from './dashboard'
import { adminDashboard, customerDashboard } from './dashboard.fixtures'

const noCustomers = { data: [], meta: { total: 0, page: 1, perPage: 100, lastPage: 1 } }

describe('the dashboard', () => {
  beforeEach(() => sessionStore.reset())
  afterEach(() => vi.unstubAllGlobals())

  it('shows the admin what needs attention with since-when and the link that fixes it; a failed card alone says so', async () => {
    fakeRest({
      'GET /dashboard': () => jsonResponse(200, adminDashboard),
      'GET /customers': () => jsonResponse(200, noCustomers),
    })
    renderWithApp(<DashboardPage />, { route: '/dashboard' })

    const attention = await screen.findByRole('region', { name: 'Needs attention now' })
    const terrace = within(attention).getByText('De Markt – terrace').closest('li')!
    expect(terrace).toHaveTextContent("The venue's network is offline")
    expect(terrace).toHaveTextContent('Access point Terrace AP offline')
    expect(terrace).toHaveTextContent('since 3 hours ago')
    expect(within(terrace).getByRole('link', { name: 'Open venue' })).toHaveAttribute(
      'href',
      '/locations/dashboard?location=2'
    )
    const truck = within(attention).getByText('Zomerbar – food truck').closest('li')!
    expect(truck).toHaveTextContent('cellular backup')
    expect(within(attention).getByRole('list', { name: 'Counts per kind' })).toHaveTextContent(
      'Offline: 1'
    )
    expect(
      within(attention).getByRole('link', { name: /^Offline: 1\. All venues marked/ })
    ).toHaveAttribute('href', '/admin/locations?network=offline')

    const waiting = screen.getByRole('region', { name: 'Waiting for you' })
    expect(within(waiting).getByRole('link', { name: 'Zonneveld – lobby' })).toHaveAttribute(
      'href',
      '/locations/info?location=3'
    )
    const fleet = screen.getByRole('region', { name: 'Fleet at a glance' })
    expect(fleet).toHaveTextContent('This card could not be loaded.')
    expect(within(fleet).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('stores the order, folding and hiding of cards server side', async () => {
    const { calls } = fakeRest({
      'GET /dashboard': () => jsonResponse(200, adminDashboard),
      'GET /customers': () => jsonResponse(200, noCustomers),
      'PUT /dashboard': ({ body }) => jsonResponse(200, { ...(body as object), saved: true }),
    })
    renderWithApp(<DashboardPage />, { route: '/dashboard' })
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Move Fleet at a glance up' }))
    const puts = () => calls.filter((call) => call.method === 'PUT')
    expect(puts()[0]!.body).toEqual({
      cards: [
        { id: 'attention', hidden: false, collapsed: false },
        { id: 'fleet', hidden: false, collapsed: false },
        { id: 'waiting', hidden: false, collapsed: false },
      ],
      venueFilter: null,
    })
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))
    expect(regions.indexOf('Fleet at a glance')).toBeLessThan(regions.indexOf('Waiting for you'))

    const fold = screen.getByRole('button', { name: 'Collapse Needs attention now' })
    expect(fold).toHaveAttribute('aria-expanded', 'true')
    await user.click(fold)
    expect((puts()[1]!.body as { cards: { id: string; collapsed: boolean }[] }).cards[0]).toEqual({
      id: 'attention',
      hidden: false,
      collapsed: true,
    })

    await user.click(screen.getByRole('button', { name: 'Hide Waiting for you' }))
    expect(screen.queryByRole('region', { name: 'Waiting for you' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Show Waiting for you' })).toBeInTheDocument()
  })

  it("keeps a demo account's layout changes in the tab: a demo account writes nothing", async () => {
    sessionStore.setState({
      user: { ...sessionStore.getState().user, accountRole: 'demo_customer' },
    })
    const { calls } = fakeRest({ 'GET /dashboard': () => jsonResponse(200, customerDashboard) })
    renderWithApp(<DashboardPage />, { route: '/dashboard' })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Collapse Your venues' }))
    expect(await screen.findByRole('button', { name: 'Expand Your venues' })).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([])
  })

  it("shows a customer user their venues' health, status pages and invoices to pay, without staff cards", async () => {
    fakeRest({ 'GET /dashboard': () => jsonResponse(200, customerDashboard) })
    renderWithApp(<DashboardPage />, { route: '/dashboard' })

    const venues = await screen.findByRole('region', { name: 'Your venues' })
    expect(within(venues).getByRole('link', { name: 'De Markt – main bar' })).toHaveAttribute(
      'href',
      '/locations/dashboard?location=1'
    )
    expect(venues).toHaveTextContent('14 clients now · 3 guests today')
    const mainBar = within(venues).getByRole('link', { name: 'De Markt – main bar' }).closest('li')!
    expect(within(mainBar).getByRole('link', { name: 'Status page' })).toHaveAttribute(
      'href',
      'https://status.example/status/def'
    )
    const invoices = screen.getByRole('region', { name: 'Invoices to pay' })
    expect(invoices).toHaveTextContent('AD-0042')
    expect(invoices).toHaveTextContent('Overdue')
    expect(within(invoices).getByRole('link', { name: 'Pay' })).toHaveAttribute(
      'href',
      'https://pay.example/in_1'
    )
    expect(screen.queryByRole('region', { name: 'Needs attention now' })).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Show venues of')).not.toBeInTheDocument()
  })

  it('guides an admin on an empty platform to the first steps', async () => {
    fakeRest({
      'GET /dashboard': () =>
        jsonResponse(200, {
          ...adminDashboard,
          firstRun: 'admin_empty',
          cards: [{ id: 'attention', error: null, data: { counts: {}, total: 0, items: [] } }],
        }),
      'GET /customers': () => jsonResponse(200, noCustomers),
    })
    renderWithApp(<DashboardPage />, { route: '/dashboard' })
    const steps = await screen.findByRole('region', { name: 'Set up the platform' })
    expect(within(steps).getByRole('link', { name: 'Connect a controller' })).toHaveAttribute(
      'href',
      '/admin/controllers'
    )
    expect(screen.getByText(/Nothing needs attention/)).toBeInTheDocument()
  })
})
