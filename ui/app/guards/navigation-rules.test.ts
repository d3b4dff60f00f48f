import { describe, expect, it } from 'vitest'
import {
  signedOutUser,
  type SessionCustomer,
  type SessionLocation,
  type SessionUser,
} from '@/lib/session/session-state'
import { defaultRouteMeta, type RouteMeta } from '../routes/route-meta'
import { decideNavigation, type NavigationContext } from './navigation-rules'

const member: SessionUser = {
  ...signedOutUser,
  id: 7,
  isLoggedIn: true,
  hasGroups: true,
  hasCustomers: true,
}
const paidCustomer: SessionCustomer = {
  id: 1,
  paymentMethod: 1,
  type: 1,
  b2b: true,
  demo: false,
  freeTier: false,
  permissions: [],
}
const paidLocation: SessionLocation = {
  id: 2,
  name: 'Café',
  plan: 1,
  paymentMethod: 2,
  permissions: [],
}

function decide(overrides: {
  path?: string
  route?: Partial<RouteMeta>
  user?: Partial<SessionUser>
  customer?: Partial<SessionCustomer> | null
  location?: Partial<SessionLocation> | null
  host?: string
  maintenance?: boolean
}) {
  const [pathname, search = ''] = (overrides.path ?? '/account/profile').split('?')
  const context: NavigationContext = {
    pathname: pathname!,
    search: search ? `?${search}` : '',
    route: { ...defaultRouteMeta, ...overrides.route },
    session: {
      user: { ...member, ...overrides.user },
      customer: overrides.customer === null ? null : { ...paidCustomer, ...overrides.customer },
      location: overrides.location === null ? null : { ...paidLocation, ...overrides.location },
    },
    hostLabel: overrides.host ?? 'dash',
    maintenance: overrides.maintenance ?? false,
  }
  return decideNavigation(context)
}

const to = (path: string) => ({ type: 'redirect', to: path })
const allow = { type: 'allow' }

describe('navigation rules (spec §2)', () => {
  it('sends a signed-out visitor of a protected route to /auth with the wanted path', () => {
    expect(decide({ path: '/locations/12/status?tab=2', user: { isLoggedIn: false } })).toEqual(
      to('/auth?redirect=%2Flocations%2F12%2Fstatus%3Ftab%3D2')
    )
  })

  it('hides /auth once signed in, following a same-site redirect only', () => {
    expect(decide({ path: '/auth', route: { access: 'signedOut' } })).toEqual(to('/'))
    expect(
      decide({ path: '/auth?redirect=%2Faccount%2Fprofile', route: { access: 'signedOut' } })
    ).toEqual(to('/account/profile'))
    expect(
      decide({ path: '/auth?redirect=https%3A%2F%2Fevil.example', route: { access: 'signedOut' } })
    ).toEqual(to('/'))
    expect(
      decide({ path: '/auth?redirect=%2F%2Fevil.example', route: { access: 'signedOut' } })
    ).toEqual(to('/'))
    expect(
      decide({ path: '/auth', route: { access: 'signedOut' }, user: { isLoggedIn: false } })
    ).toEqual(allow)
  })

  it('shows a non-admin on an admin route the no-access page (not a silent redirect), and lets an admin in', () => {
    expect(decide({ path: '/admin/customers', route: { adminOnly: true } })).toEqual(
      to('/no-access')
    )
    expect(
      decide({ path: '/admin/customers', route: { adminOnly: true }, user: { isAdmin: true } })
    ).toEqual(allow)
  })

  it('shows a non-partner on a partner route the no-access page', () => {
    expect(decide({ path: '/integrations', route: { partnerOnly: true } })).toEqual(
      to('/no-access')
    )
    expect(
      decide({ path: '/integrations', route: { partnerOnly: true }, user: { isPartner: true } })
    ).toEqual(allow)
  })

  it('sends a user without any users permission from the users screens to /no-access', () => {
    const users = { path: '/users/invites', route: { userManagers: true } }
    expect(decide(users)).toEqual(to('/no-access'))
    expect(decide({ ...users, user: { hasUserPermissions: true } })).toEqual(allow)
    expect(decide({ ...users, user: { isPartner: true } })).toEqual(allow)
    expect(decide({ ...users, user: { isAdmin: true } })).toEqual(allow)
  })

  it('sends a partner opening the location portal tab back one step', () => {
    expect(
      decide({
        path: '/locations/portal',
        route: { partnerGoesBack: true },
        user: { isPartner: true },
      })
    ).toEqual({
      type: 'back',
    })
    expect(decide({ path: '/locations/portal', route: { partnerGoesBack: true } })).toEqual(allow)
  })

  it('keeps a user all of whose customers await a payment method on /customer/info, unless admin, partner or demo', () => {
    const confined = { paymentConfined: true }
    expect(decide({ user: confined, customer: { paymentMethod: null } })).toEqual(
      to('/customer/info')
    )
    expect(decide({ user: { ...confined, isAdmin: true } })).toEqual(allow)
    expect(decide({ user: { ...confined, isPartner: true } })).toEqual(allow)
    expect(decide({ user: confined, customer: { paymentMethod: null, demo: true } })).toEqual(allow)
    expect(
      decide({ path: '/customer/info', route: { paymentExempt: true }, user: confined })
    ).toEqual(allow)
    // A venue-only user has no company page: the not-payed page says why.
    expect(decide({ user: confined, customer: null })).toEqual(to('/not-payed'))
  })

  it('confines only what belongs to the customer concerned: one customer without a payment method leaves the others open (issue 32)', () => {
    expect(
      decide({
        path: '/dashboard',
        customer: { paymentMethod: null },
        location: { paymentMethod: null },
      })
    ).toEqual(allow)
    expect(
      decide({ path: '/locations/info?location=5', customer: { paymentMethod: null } })
    ).toEqual(allow)
  })

  it('sends a user of a locked customer to /account-locked, except on /customer pages; admins and partners are exempt', () => {
    expect(decide({ user: { accountLocked: true } })).toEqual(to('/account-locked'))
    expect(decide({ path: '/customer/invoices', user: { accountLocked: true } })).toEqual(allow)
    expect(
      decide({
        path: '/account-locked',
        route: { paymentExempt: true },
        user: { accountLocked: true },
      })
    ).toEqual(allow)
    expect(decide({ user: { accountLocked: true, isAdmin: true } })).toEqual(allow)
    expect(decide({ user: { accountLocked: true, isPartner: true } })).toEqual(allow)
  })

  it('allows only public routes on portal and status hosts', () => {
    expect(decide({ host: 'portal' })).toEqual(to('/no-access'))
    expect(decide({ host: 'status', user: { isLoggedIn: false } })).toEqual(to('/no-access'))
    expect(decide({ host: 'status', path: '/status/4', route: { access: 'public' } })).toEqual(
      allow
    )
    expect(decide({ host: 'portal', path: '/auth', route: { access: 'signedOut' } })).toEqual(
      to('/no-access')
    )
  })

  it('redirects everything to /maintenance while the flag is up', () => {
    expect(decide({ maintenance: true })).toEqual(to('/maintenance'))
    expect(decide({ maintenance: true, path: '/no-access', route: { access: 'public' } })).toEqual(
      to('/maintenance')
    )
    expect(
      decide({ maintenance: true, path: '/maintenance', route: { access: 'public' } })
    ).toEqual(allow)
  })

  it('redirects /dashboard for users without groups or customers', () => {
    const dashboard = { path: '/dashboard', route: { dashboardRedirect: true } }
    const noTenancy = { hasGroups: false, hasCustomers: false }
    expect(decide({ ...dashboard, user: { ...noTenancy, isPartner: true } })).toEqual(
      to('/partner/getstarted')
    )
    expect(decide({ ...dashboard, user: noTenancy, customer: null })).toEqual(
      to('/locations/dashboard')
    )
    expect(decide({ ...dashboard, user: { ...noTenancy, isAdmin: true } })).toEqual(allow)
    expect(decide({ ...dashboard, user: { hasGroups: false, hasCustomers: true } })).toEqual(allow)
    expect(decide({ ...dashboard })).toEqual(allow)
  })

  it('lets anyone open public routes', () => {
    expect(
      decide({ path: '/no-access', route: { access: 'public' }, user: { isLoggedIn: false } })
    ).toEqual(allow)
  })
})
