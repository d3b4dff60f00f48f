import { paths } from '@/config/paths'
import { adminRoutes } from './admin-routes'
import { planned, type RouteDef } from './route-def'

const tabs = (crumbs: Record<string, string>): RouteDef[] =>
  Object.entries(crumbs).map(([path, breadcrumb]) => planned(path, { breadcrumb }))

/** Everything inside the signed-in app layout (spec §2 route table). */
export const appRoutes: RouteDef[] = [
  {
    path: paths.dashboard,
    meta: { breadcrumb: 'dashboard', dashboardRedirect: true },
    screen: () => import('@/features/dashboard/routes/dashboard'),
    nav: { section: 'main', icon: 'dashboard', label: 'dashboard' },
  },
  {
    path: paths.locations.root,
    meta: { breadcrumb: 'locations' },
    nav: { section: 'main', icon: 'location', label: 'locations' },
    children: [
      ...tabs({
        [paths.locations.dashboard]: 'locationDashboard',
        [paths.locations.topology]: 'topology',
        [paths.locations.tenants]: 'tenants',
        [paths.locations.systems]: 'systems',
        [paths.locations.clients]: 'clients',
        [paths.locations.history]: 'history',
        [paths.locations.info]: 'info',
      }),
      planned(paths.locations.portal, { breadcrumb: 'guestPortal', partnerGoesBack: true }),
      planned(paths.statusDesigner.location, { breadcrumb: 'statusPage' }),
    ],
  },
  {
    path: paths.customer.root,
    meta: { breadcrumb: 'customer' },
    nav: { section: 'main', icon: 'building', label: 'customer' },
    children: [
      ...tabs({
        [paths.customer.locations]: 'locations',
        [paths.customer.invoices]: 'invoices',
        [paths.customer.branding]: 'branding',
      }),
      planned(paths.customer.info, { breadcrumb: 'billing', paymentExempt: true }),
      planned(paths.statusDesigner.customer, { breadcrumb: 'statusPage' }),
    ],
  },
  planned(paths.statusDesigner.group, { breadcrumb: 'statusPage' }),
  {
    path: paths.portal.root,
    meta: { breadcrumb: 'guestPortal' },
    nav: { section: 'main', icon: 'portal', label: 'guestPortal' },
    children: tabs({ [paths.portal.design]: 'design' }),
  },
  {
    path: paths.users.root,
    meta: { breadcrumb: 'users' },
    nav: { section: 'main', icon: 'users', label: 'users' },
    children: tabs({ [paths.users.invites]: 'invites' }),
  },
  {
    path: paths.bonus,
    meta: { breadcrumb: 'bonus' },
    nav: { section: 'main', icon: 'gift', label: 'bonus' },
  },
  {
    path: paths.integrations,
    meta: { breadcrumb: 'integrations', partnerOnly: true },
    nav: { section: 'partner', icon: 'plug', label: 'integrations' },
  },
  {
    path: paths.partner.root,
    meta: { breadcrumb: 'partner', partnerOnly: true },
    nav: { section: 'partner', icon: 'handshake', label: 'partner' },
    children: tabs({
      [paths.partner.getStarted]: 'getStarted',
      [paths.partner.users]: 'users',
      [paths.partner.invites]: 'invites',
    }),
  },
  {
    path: paths.account.root,
    meta: { breadcrumb: 'account' },
    children: [
      { index: true, redirectTo: paths.account.profile },
      {
        path: paths.account.profile,
        meta: { breadcrumb: 'profile' },
        screen: () => import('@/features/profile/routes/profile'),
        nav: { section: 'main', icon: 'user', label: 'profile' },
      },
      planned(paths.account.microsoftCallback),
    ],
  },
  planned(paths.financialsHidden, { breadcrumb: 'financials', adminOnly: true }),
  ...adminRoutes,
]
