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
    // The venue's name, status, switcher and tabs above every tab; an unknown venue shows not-found there.
    layout: () => import('@/features/locations/routes/location-layout'),
    nav: {
      section: 'main',
      icon: 'location',
      label: 'locations',
      shownTo: (user) => user.hasLocations,
    },
    children: [
      { index: true, redirectTo: paths.locations.dashboard },
      {
        path: paths.locations.tenants,
        meta: { breadcrumb: 'tenants' },
        screen: () => import('@/features/tenants/routes/tenants'),
      },
      {
        path: paths.locations.dashboard,
        meta: { breadcrumb: 'locationDashboard' },
        screen: () => import('@/features/network/routes/dashboard'),
      },
      {
        path: paths.locations.topology,
        meta: { breadcrumb: 'topology' },
        screen: () => import('@/features/network/routes/topology'),
      },
      {
        path: paths.locations.systems,
        meta: { breadcrumb: 'systems' },
        screen: () => import('@/features/network/routes/systems'),
      },
      {
        path: paths.locations.clients,
        meta: { breadcrumb: 'clients' },
        screen: () => import('@/features/network/routes/clients'),
      },
      {
        path: paths.locations.history,
        meta: { breadcrumb: 'history' },
        screen: () => import('@/features/locations/routes/location-history'),
      },
      {
        path: paths.locations.alerts,
        meta: { breadcrumb: 'alerts' },
        screen: () => import('@/features/alerts/routes/location-alerts'),
      },
      {
        path: paths.locations.info,
        meta: { breadcrumb: 'info' },
        screen: () => import('@/features/locations/routes/location-info'),
      },
      {
        path: paths.locations.hardware,
        meta: { breadcrumb: 'hardware' },
        screen: () => import('@/features/inventory/routes/location-hardware'),
      },
      {
        path: paths.locations.configuration,
        meta: { breadcrumb: 'configuration' },
        screen: () => import('@/features/location-configuration/routes/location-configuration'),
      },
      {
        path: paths.locations.billing,
        meta: { breadcrumb: 'billing' },
        screen: () => import('@/features/subscriptions/routes/location-billing'),
      },
      {
        path: paths.locations.installation,
        meta: { breadcrumb: 'installationReport' },
        screen: () => import('@/features/installation-reports/routes/location-installation'),
      },
      {
        path: paths.locations.report,
        meta: { breadcrumb: 'report' },
        screen: () => import('@/features/location-reports/routes/location-report'),
      },
      {
        path: paths.locations.portal,
        meta: { breadcrumb: 'guestPortal', partnerGoesBack: true },
        screen: () => import('@/features/portal/routes/location-portal'),
      },
    ],
  },
  {
    path: paths.customer.root,
    meta: { breadcrumb: 'customer' },
    // Admins reach every company through Customers; this is the user's own company.
    nav: {
      section: 'main',
      icon: 'building',
      label: 'customer',
      shownTo: (user) => user.hasCustomers && !user.isAdmin,
    },
    children: [
      { index: true, redirectTo: paths.customer.locations },
      {
        path: paths.customer.invoices,
        meta: { breadcrumb: 'invoices', paymentExempt: true },
        screen: () => import('@/features/invoices/routes/customer-invoices'),
      },
      {
        path: paths.customer.branding,
        meta: { breadcrumb: 'branding' },
        screen: () => import('@/features/customer-branding/routes/customer-branding'),
      },
      {
        path: paths.customer.locations,
        meta: { breadcrumb: 'locations' },
        screen: () => import('@/features/locations/routes/customer-locations'),
      },
      {
        path: paths.customer.info,
        meta: { breadcrumb: 'info', paymentExempt: true },
        screen: () => import('@/features/customers/routes/customer-info'),
      },
      {
        path: paths.statusDesigner.customer,
        meta: { breadcrumb: 'statusPage' },
        screen: () => import('@/features/status-page/routes/status-page-designer'),
      },
    ],
  },
  {
    path: paths.statusDesigner.group,
    meta: { breadcrumb: 'statusPage' },
    screen: () => import('@/features/status-page/routes/status-page-designer'),
  },
  // Outside /locations: it names its venue in the path, not in the venue frame's ?location=.
  {
    path: paths.statusDesigner.location,
    meta: { breadcrumb: 'statusPage' },
    screen: () => import('@/features/status-page/routes/status-page-designer'),
  },
  {
    path: paths.portal.root,
    meta: { breadcrumb: 'guestPortal' },
    // The venues whose portal the user manages; the designer opens one of them (?location=).
    nav: {
      section: 'main',
      icon: 'portal',
      label: 'guestPortal',
      shownTo: (user) => user.hasPortalPermissions,
    },
    screen: () => import('@/features/portal/routes/portal-list'),
    children: [
      {
        path: paths.portal.design,
        meta: { breadcrumb: 'design' },
        screen: () => import('@/features/portal/routes/portal-designer'),
      },
    ],
  },
  {
    path: paths.alerts,
    meta: { breadcrumb: 'alerts' },
    nav: { section: 'main', icon: 'alert', label: 'alerts', shownTo: (user) => user.hasLocations },
    screen: () => import('@/features/alerts/routes/alerts'),
  },
  {
    path: paths.users.root,
    meta: { breadcrumb: 'users', userManagers: true },
    nav: { section: 'main', icon: 'users', label: 'users' },
    screen: () => import('@/features/users/routes/users'),
    children: [
      {
        path: paths.users.invites,
        meta: { breadcrumb: 'invites' },
        screen: () => import('@/features/users/routes/invites'),
      },
    ],
  },
  {
    path: paths.acceptInvitation,
    meta: { breadcrumb: 'acceptInvitation' },
    screen: () => import('@/features/invitations/routes/accept-invitation'),
  },
  {
    path: paths.exports,
    meta: { breadcrumb: 'exports' },
    screen: () => import('@/features/exports/routes/exports'),
    nav: {
      section: 'main',
      icon: 'file',
      label: 'exports',
      shownTo: (user) =>
        user.isAdmin ||
        user.accountRole === 'installer' ||
        Boolean(user.isSalesHunter) ||
        user.hasPortalPermissions,
    },
  },
  {
    path: paths.exportDownload,
    meta: { breadcrumb: 'exportDownload' },
    screen: () => import('@/features/exports/routes/export-download'),
  },
  {
    path: paths.bonus,
    meta: { breadcrumb: 'bonus' },
    // The reward goes to a company: users of one refer; admins follow every referral and the invoicing runs there.
    nav: {
      section: 'main',
      icon: 'gift',
      label: 'bonus',
      shownTo: (user) => user.hasCustomers || user.isAdmin,
    },
    screen: () => import('@/features/referrals/routes/bonus'),
  },
  {
    path: paths.integrations,
    meta: { breadcrumb: 'integrations', partnerOnly: true },
    nav: { section: 'partner', icon: 'plug', label: 'integrations' },
    screen: () => import('@/features/integrations/routes/integrations-overview'),
  },
  {
    path: paths.partner.root,
    meta: { breadcrumb: 'partner', partnerOnly: true },
    nav: { section: 'partner', icon: 'handshake', label: 'partner' },
    screen: () => import('@/features/partners/routes/partner-info'),
    children: [
      {
        path: paths.partner.getStarted,
        meta: { breadcrumb: 'getStarted' },
        screen: () => import('@/features/partners/routes/partner-getstarted'),
      },
      {
        path: paths.partner.users,
        meta: { breadcrumb: 'users' },
        screen: () => import('@/features/partners/routes/partner-users'),
      },
      {
        path: paths.partner.invites,
        meta: { breadcrumb: 'invites' },
        screen: () => import('@/features/users/routes/partner-invites'),
      },
    ],
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
  {
    path: paths.financialsHidden,
    meta: { breadcrumb: 'financials', adminOnly: true },
    screen: () => import('@/features/financials/routes/financials-page'),
    nav: { section: 'admin', icon: 'chart', label: 'financials' },
  },
  ...adminRoutes,
]
