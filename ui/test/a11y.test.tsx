import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { SWRConfig } from 'swr'
import { appRouteObjects } from '@/app/router'
import { api } from '@/lib/api/api-client'
import { sessionStore } from '@/lib/session/session-store'
import type { SelfRecord } from '@/lib/session/self-record'
import { customerDashboard } from '@/features/dashboard/routes/dashboard.fixtures'
import { seriousViolations } from './axe'

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
  default_location: { id: 3, name: 'Café Central', plan: 1, payment_method: 1, permissions: [] },
}

async function openScreen(path: string, heading: string | RegExp) {
  const router = createMemoryRouter(appRouteObjects, { initialEntries: [path] })
  render(
    <MantineProvider env="test">
      <SWRConfig value={{ provider: () => new Map() }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </MantineProvider>
  )
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 3000 })
}

describe('accessibility (axe-core, serious and critical)', () => {
  afterEach(() => sessionStore.reset())

  it.each([
    ['/auth', /Good (morning|afternoon|evening)/],
    ['/auth/register', 'Create your account'],
    ['/auth/recover', 'Reset your password'],
    ['/auth/passwordreset?token=abc', 'Choose a new password'],
    ['/no-access', 'No access'],
    ['/maintenance', 'We are doing maintenance'],
    ['/no/such/page', 'Page not found'],
    ['/auth/microsoft/callback', 'Page not found'],
  ])('signed out: %s', async (path, heading) => {
    await openScreen(path, heading)
    expect(await seriousViolations()).toEqual([])
  })

  it.each([
    ['/dashboard', 'Welcome, An'],
    ['/account/profile', 'Profile'],
    ['/not-payed', 'This location is closed for now'],
    ['/upgrade-plan', 'Upgrade your plan'],
    ['/locations/tenants', 'Café Central'],
    ['/locations/topology', 'Café Central'],
  ])('signed in: %s', async (path, heading) => {
    sessionStore.signIn(member)
    const profile = { id: 1, email: 'an@example.com', firstname: 'An', name: 'Peeters', lang: 'en' }
    const venue = {
      id: 3,
      name: 'Café Central',
      status: 'live',
      network_status: 'online',
      snoozed: false,
      customer: { id: 2, name: 'Central bv' },
      permissions: [],
    }
    const noRows = { data: [], meta: { total: 0, page: 1, perPage: 25, lastPage: 1 } }
    const tenants = {
      ...noRows,
      settings: {
        networkName: 'Tenants',
        fixedVlan: null,
        defaultVlan: 40,
        nightlyAt: '03:00',
        nightlyZone: 'Europe/Brussels',
      },
    }
    const answers: Record<string, unknown> = {
      '/locations/3': venue,
      '/locations': noRows,
      '/locations/3/network/tenants': tenants,
      '/locations/3/network/pendingtenants': noRows,
      '/dashboard': customerDashboard,
    }
    Object.assign(answers, {
      '/secure/two-factor-authentication': {
        state: 'not_set_up',
        method: null,
        phone: null,
        recovery_codes_left: 0,
        setup_required: false,
        methods: ['totp', 'email'],
      },
      '/self/sessions': { data: [] },
      '/self/sign-ins': { data: [] },
      '/self/social': { data: [], available: ['google'] },
      '/users/me/tokens?perPage=100': {
        ...noRows,
        data: [
          {
            id: 7,
            type: 'auth_token',
            name: 'Laptop CLI',
            abilities: ['*'],
            last_used_at: null,
            expires_at: '2027-02-18T09:30:00.000Z',
            created_at: '2026-11-20T09:00:00.000Z',
          },
        ],
      },
    })
    vi.spyOn(api, 'get').mockImplementation(
      async (requested: string) => answers[requested] ?? profile
    )
    await openScreen(path, heading)
    expect(await seriousViolations()).toEqual([])
  })
})
