import { describe, expect, it } from 'vitest'
import { signedOutUser, type SessionUser } from '@/lib/session/session-state'
import { decideNavigation } from '@/app/guards/navigation-rules'
import { navItemsFor } from '@/app/layout/nav-items'
import { defaultRouteMeta, type RouteMeta } from '@/app/routes/route-meta'

const hunter: SessionUser = { ...signedOutUser, id: 9, isLoggedIn: true, isSalesHunter: true }

function decide(user: SessionUser, pathname: string, route: Partial<RouteMeta>) {
  return decideNavigation({
    pathname,
    search: '',
    route: { ...defaultRouteMeta, ...route },
    session: { user, customer: null, location: null },
    hostLabel: 'dash',
    maintenance: false,
  })
}

describe('the sales-only user (spec §2: confined to /admin/sales)', () => {
  it('opens the sales tabs and the own profile; every other screen sends them to /admin/sales', () => {
    const sales = { adminOnly: true, salesStaff: true }
    expect(decide(hunter, '/admin/sales', sales)).toEqual({ type: 'allow' })
    expect(decide(hunter, '/admin/sales/calculate', sales)).toEqual({ type: 'allow' })
    expect(decide(hunter, '/account/profile', {})).toEqual({ type: 'allow' })
    for (const [path, route] of [
      ['/dashboard', { dashboardRedirect: true }],
      ['/locations', {}],
      ['/admin/customers', { adminOnly: true }],
    ] as const) {
      expect(decide(hunter, path, route)).toEqual({ type: 'redirect', to: '/admin/sales' })
    }
  })

  it('sees only the sales entry in the navigation; an admin who hunts keeps everything; others do not get sales', () => {
    expect(navItemsFor(hunter).map((item) => item.to)).toEqual(['/admin/sales'])
    const admin = { ...hunter, isAdmin: true }
    expect(navItemsFor(admin).map((item) => item.to)).toEqual(
      expect.arrayContaining(['/admin/sales', '/admin/customers', '/dashboard'])
    )
    const customer = { ...hunter, isSalesHunter: false, hasGroups: true, hasCustomers: true }
    expect(navItemsFor(customer).map((item) => item.to)).not.toContain('/admin/sales')
    expect(decide(customer, '/admin/sales', { adminOnly: true, salesStaff: true })).toEqual({
      type: 'redirect',
      to: '/no-access',
    })
  })
})
