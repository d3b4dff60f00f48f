import { MantineProvider } from '@mantine/core'
import { render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { SWRConfig } from 'swr'
import { api } from '@/lib/api/api-client'
import { setMaintenance } from '@/lib/health/maintenance'
import type { SelfRecord } from '@/lib/session/self-record'
import { sessionStore } from '@/lib/session/session-store'
import { appRouteObjects } from '../router'

const member: SelfRecord = {
  id: 1,
  name: 'Peeters',
  firstname: 'An',
  lang: 'en',
  is_admin: false,
  is_partner: false,
  has_groups: true,
  two_fa: false,
  has_customers: true,
  has_locations: true,
  has_user_permissions: false,
  has_portal_permissions: false,
  partner_logo: null,
  imposter_mode: false,
  default_partner: null,
  default_group: null,
  default_customer: null,
  default_location: null,
}

function open(path: string) {
  const router = createMemoryRouter(appRouteObjects, { initialEntries: [path] })
  render(
    <MantineProvider env="test">
      <SWRConfig value={{ provider: () => new Map() }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </MantineProvider>
  )
  return router
}

const where = (router: ReturnType<typeof open>) =>
  router.state.location.pathname + router.state.location.search

describe('route guard with the real route table', () => {
  afterEach(() => {
    sessionStore.reset()
    setMaintenance(false)
  })

  it('sends a signed-out visitor to /auth with the wanted path', async () => {
    const router = open('/account/profile')
    await waitFor(() => expect(where(router)).toBe('/auth?redirect=%2Faccount%2Fprofile'))
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument()
  })

  it('takes a signed-in user from / to the dashboard, with the layout and navigation', async () => {
    sessionStore.signIn(member)
    const router = open('/')
    expect(await screen.findByRole('heading', { name: 'Welcome, An' })).toBeInTheDocument()
    expect(where(router)).toBe('/dashboard')
    expect(document.title).toBe('Dashboard · Airdeck')
    const nav = screen.getByRole('navigation', { name: 'Main navigation' })
    expect(nav).toHaveTextContent('Dashboard')
    expect(nav).toHaveTextContent('Profile')
    expect(within(nav).getByRole('link', { name: 'Locations' })).toHaveAttribute(
      'href',
      '/locations'
    )
    expect(within(nav).getByRole('link', { name: 'Company' })).toHaveAttribute('href', '/customer')
    expect(within(nav).getByRole('link', { name: 'Referral bonus' })).toHaveAttribute(
      'href',
      '/bonus'
    )
    // Entries the member has no rights for stay out of the menu.
    expect(nav).not.toHaveTextContent('Guest portal')
  })

  it('hides /auth once signed in', async () => {
    sessionStore.signIn(member)
    const router = open('/auth?redirect=%2Faccount%2Fprofile')
    await waitFor(() => expect(where(router)).toBe('/account/profile'))
  })

  it('sends a user without groups or customers from /dashboard to the location dashboard', async () => {
    sessionStore.signIn({ ...member, has_groups: false, has_customers: false })
    const router = open('/dashboard')
    await waitFor(() => expect(where(router)).toBe('/locations/dashboard'))
    expect(await screen.findByText('Choose a location in the list first.')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument()
  })

  it('sends a user without users permissions from /users to /no-access', async () => {
    sessionStore.signIn(member)
    const router = open('/users')
    await waitFor(() => expect(where(router)).toBe('/no-access'))
  })

  it('lets a user with a users permission open /users, with Users in the navigation', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({
      data: [],
      meta: { total: 0, page: 1, perPage: 25, lastPage: 1 },
    })
    sessionStore.signIn({ ...member, has_user_permissions: true })
    const router = open('/users')
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' })
    expect(where(router)).toBe('/users')
    expect(within(nav).getByRole('link', { name: 'Users' })).toBeInTheDocument()
  })

  it('shows a non-admin on the admin area the no-access page', async () => {
    sessionStore.signIn(member)
    const router = open('/admin/customers')
    await waitFor(() => expect(where(router)).toBe('/no-access'))
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument()
  })

  it('shows not-found for unknown paths and for screens not built yet', async () => {
    const router = open('/this/does/not/exist')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(where(router)).toBe('/this/does/not/exist')
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument()
  })

  it('keeps the menu on the not-found page when signed in', async () => {
    sessionStore.signIn(member)
    open('/locations/999999')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument()
  })

  it('opens /locations on the dashboard tab of the venue in the query', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new Error('not answered in this test'))
    sessionStore.signIn(member)
    const router = open('/locations?location=5')
    await waitFor(() => expect(where(router)).toBe('/locations/dashboard?location=5'))
  })

  it('sends everyone to /maintenance while the flag is up', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ status: 'ok', database: 'ok', maintenance: true })
    setMaintenance(true)
    const router = open('/auth')
    await waitFor(() => expect(where(router)).toBe('/maintenance'))
    expect(
      await screen.findByRole('heading', { name: 'We are doing maintenance' })
    ).toBeInTheDocument()
  })

  it('shows breadcrumbs from the route metadata', async () => {
    sessionStore.signIn(member)
    // The profile answers; its other cards (two-factor, sessions, social logins) are not what this test is about.
    vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
      if (path === '/users/me')
        return { id: 1, email: 'an@example.com', firstname: 'An', name: 'Peeters', lang: 'en' }
      return new Promise(() => {})
    })
    open('/account/profile')
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' })
    await waitFor(() => expect(crumbs).toHaveTextContent('Account'))
    expect(crumbs).toHaveTextContent('Profile')
  })
})
