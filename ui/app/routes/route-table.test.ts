import { describe, expect, it } from 'vitest'
import { matchRoutes } from 'react-router'
import { signedOutUser } from '@/lib/session/session-state'
import { appRouteObjects } from '../router'
import { navItemsFor } from '../layout/nav-items'
import { mergeRouteMeta } from './route-meta'
import type { RouteDef } from './route-def'
import { flattenRoutes } from './route-table'

/** Every route of spec §2, with the access it must get. */
const specRoutes: [string, string][] = [
  ['/auth', 'signedOut'],
  ['/auth/register', 'signedOut'],
  ['/auth/recover', 'signedOut'],
  ['/auth/passwordreset', 'signedOut'],
  ['/auth/microsoft/callback', 'signedOut'],
  ['/auth/register/confirm', 'signedOut'],
  ['/dashboard', 'signedIn'],
  ['/portal', 'signedIn'],
  ['/portal/design', 'signedIn'],
  ['/account', 'signedIn'],
  ['/account/profile', 'signedIn'],
  ['/account/profile/microsoft/callback', 'signedIn'],
  ['/group/3/status', 'signedIn'],
  ['/customer/3/status', 'signedIn'],
  ['/locations/3/status', 'signedIn'],
  ['/customer', 'signedIn'],
  ['/customer/info', 'signedIn'],
  ['/customer/invoices', 'signedIn'],
  ['/customer/branding', 'signedIn'],
  ['/integrations', 'signedIn'],
  ['/locations', 'signedIn'],
  ...['dashboard', 'topology', 'tenants', 'systems', 'clients', 'portal', 'history', 'info'].map(
    (tab): [string, string] => [`/locations/${tab}`, 'signedIn']
  ),
  ['/users', 'signedIn'],
  ['/users/invites', 'signedIn'],
  ['/financials/hidden', 'signedIn'],
  ...[
    '',
    '/dashboard',
    '/accounting',
    '/customers',
    '/locations',
    '/users',
    '/users/invites',
    '/config',
    '/controllers',
    '/zerotier',
    '/payments',
    '/partners',
    '/subscriptions',
    '/inventory',
    '/inventory/caas',
    '/inventory/products',
    '/inventory/logs',
    '/sales',
    '/sales/create',
    '/sales/calculate',
  ].map((sub): [string, string] => [`/admin${sub}`, 'signedIn']),
  ['/bonus', 'signedIn'],
  ['/partner', 'signedIn'],
  ['/partner/getstarted', 'signedIn'],
  ['/partner/users', 'signedIn'],
  ['/partner/invites', 'signedIn'],
  ['/not-payed', 'signedIn'],
  ['/upgrade-plan', 'signedIn'],
  ['/maintenance', 'public'],
  ...['/guest/bloovi', '/tenants/5', '/status', '/status/5', '/no-access'].map(
    (path): [string, string] => [path, 'public']
  ),
]

const metaAt = (path: string) => {
  const matches = matchRoutes(appRouteObjects, path) ?? []
  return { matches, meta: mergeRouteMeta(matches.map((match) => match.route.handle)) }
}

describe('route table', () => {
  it.each(specRoutes)('declares %s with %s access', (path, access) => {
    const { matches, meta } = metaAt(path)
    expect(matches.at(-1)?.route.path).not.toBe('*')
    expect(meta.access).toBe(access)
  })

  it('marks the admin area admin-only and the partner area partner-only', () => {
    expect(metaAt('/admin/inventory/logs').meta.adminOnly).toBe(true)
    expect(metaAt('/financials/hidden').meta.adminOnly).toBe(true)
    expect(metaAt('/integrations').meta.partnerOnly).toBe(true)
    expect(metaAt('/partner/getstarted').meta.partnerOnly).toBe(true)
    expect(metaAt('/dashboard').meta).toMatchObject({
      adminOnly: false,
      partnerOnly: false,
      dashboardRedirect: true,
    })
  })

  it.each([
    '/terms-and-conditions',
    '/mydata',
    '/mydata/delete',
    '/success',
    '/guest',
    '/guest/s/abc',
    '/peplink',
    '/peplinkportaltest',
  ])('leaves %s to the server, which renders it', (path) => {
    expect(metaAt(path).matches.at(-1)?.route.path).toBe('*')
  })

  it('opens mailed export links in the app, for signed-in users only (issue 31: a signed-out reader signs in first)', () => {
    for (const path of ['/exports/guests/abc_123', '/exports/inventory/abc_123']) {
      const { matches, meta } = metaAt(path)
      expect(matches.at(-1)?.route.path).toBe('/exports/:kind/:token')
      expect(meta).toMatchObject({ access: 'signedIn', adminOnly: false })
    }
  })

  it('sends unknown paths to the not-found page', () => {
    expect(metaAt('/no/such/page').matches.at(-1)?.route.path).toBe('*')
    expect(metaAt('/no/such/page').meta.access).toBe('public')
  })

  it('declares each path once', () => {
    const declared = flattenRoutes().flatMap((route) => (route.path ? [route.path] : []))
    expect(declared.length).toBe(new Set(declared).size)
  })

  it('keeps unbuilt screens out of the navigation and filters it by role', () => {
    const member = { ...signedOutUser, isLoggedIn: true }
    const paths = navItemsFor(member).map((item) => item.to)
    expect(paths).not.toContain('/users')
    const builtRoutes = flattenRoutes()
      .filter((route) => route.screen)
      .map((route) => route.path)
    for (const path of paths) expect(builtRoutes).toContain(path)
  })

  it('shows Users only to admins, partners and users with a users permission', () => {
    const member = { ...signedOutUser, isLoggedIn: true }
    const showsUsers = (user: typeof member) =>
      navItemsFor(user).some((item) => item.to === '/users')
    expect(showsUsers(member)).toBe(false)
    expect(showsUsers({ ...member, hasUserPermissions: true })).toBe(true)
    expect(showsUsers({ ...member, isPartner: true })).toBe(true)
    expect(showsUsers({ ...member, isAdmin: true })).toBe(true)
    for (const path of ['/users', '/users/invites']) {
      expect(metaAt(path).meta.userManagers, path).toBe(true)
    }
  })

  it('gives users with venues Locations, and users of a company (customers, partners) Company', () => {
    const member = { ...signedOutUser, isLoggedIn: true }
    const main = (user: typeof member) =>
      navItemsFor(user)
        .filter((item) => item.section === 'main')
        .map((item) => item.to)
    const customer = { ...member, hasGroups: true, hasCustomers: true, hasLocations: true }
    expect(main(customer)).toEqual([
      '/dashboard',
      '/locations',
      '/customer',
      '/alerts',
      '/bonus',
      '/account/profile',
    ])
    expect(main({ ...customer, isPartner: true })).toEqual([
      '/dashboard',
      '/locations',
      '/customer',
      '/alerts',
      '/users',
      '/bonus',
      '/account/profile',
    ])
    expect(main({ ...member, hasLocations: true })).toEqual([
      '/dashboard',
      '/locations',
      '/alerts',
      '/account/profile',
    ])
    expect(main({ ...customer, isAdmin: true })).not.toContain('/customer')
  })

  it('shows admin and partner sections only to those roles', () => {
    const screen = async () => ({ default: () => null })
    const table: RouteDef[] = [
      {
        path: '/admin',
        meta: { adminOnly: true },
        children: [
          {
            path: '/admin/customers',
            screen,
            nav: { section: 'admin', icon: 'shield', label: 'customers' },
          },
        ],
      },
      {
        path: '/integrations',
        meta: { partnerOnly: true },
        screen,
        nav: { section: 'partner', icon: 'plug', label: 'integrations' },
      },
    ]
    const user = { ...signedOutUser, isLoggedIn: true }
    expect(navItemsFor(user, table)).toEqual([])
    expect(navItemsFor({ ...user, isAdmin: true }, table).map((item) => item.to)).toEqual([
      '/admin/customers',
    ])
    expect(navItemsFor({ ...user, isPartner: true }, table).map((item) => item.to)).toEqual([
      '/integrations',
    ])
  })
})
