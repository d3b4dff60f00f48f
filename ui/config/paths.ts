/** Every URL of the web app, in one place (spec §2). Patterns use react-router syntax. */
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  auth: {
    login: '/auth',
    register: '/auth/register',
    registerConfirm: '/auth/register/confirm',
    recover: '/auth/recover',
    passwordReset: '/auth/passwordreset',
    microsoftCallback: '/auth/microsoft/callback',
  },
  portal: { root: '/portal', design: '/portal/design' },
  account: {
    root: '/account',
    profile: '/account/profile',
    microsoftCallback: '/account/profile/microsoft/callback',
  },
  statusDesigner: {
    group: '/group/:id/status',
    customer: '/customer/:id/status',
    location: '/locations/:id/status',
  },
  customer: {
    root: '/customer',
    locations: '/customer/locations',
    info: '/customer/info',
    invoices: '/customer/invoices',
    branding: '/customer/branding',
  },
  integrations: '/integrations',
  alerts: '/alerts',
  locations: {
    root: '/locations',
    dashboard: '/locations/dashboard',
    topology: '/locations/topology',
    tenants: '/locations/tenants',
    systems: '/locations/systems',
    clients: '/locations/clients',
    portal: '/locations/portal',
    history: '/locations/history',
    alerts: '/locations/alerts',
    info: '/locations/info',
    hardware: '/locations/hardware',
    configuration: '/locations/configuration',
    billing: '/locations/billing',
    installation: '/locations/installation',
    report: '/locations/report',
  },
  users: { root: '/users', invites: '/users/invites' },
  acceptInvitation: '/invitations/accept',
  /** The mailed link of a guest (`guests`), inventory (`inventory`) or customer (`customer`) export: downloads for its recipient, signed in. */
  exportDownload: '/exports/:kind/:token',
  /** Every export the user may run (issue 26). */
  exports: '/exports',
  financialsHidden: '/financials/hidden',
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    accounting: '/admin/accounting',
    cloud: '/admin/cloud',
    customers: '/admin/customers',
    customer: '/admin/customers/:id',
    groups: '/admin/groups',
    groupNew: '/admin/groups/new',
    group: '/admin/groups/:id',
    locations: '/admin/locations',
    users: '/admin/users',
    userInvites: '/admin/users/invites',
    config: '/admin/config',
    controllers: '/admin/controllers',
    zerotier: '/admin/zerotier',
    mails: '/admin/mails',
    auditLog: '/admin/audit',
    payments: '/admin/payments',
    partners: '/admin/partners',
    brands: '/admin/brands',
    subscriptions: '/admin/subscriptions',
    inventory: '/admin/inventory',
    inventoryCaas: '/admin/inventory/caas',
    inventoryProducts: '/admin/inventory/products',
    inventoryLogs: '/admin/inventory/logs',
    sales: '/admin/sales',
    salesCreate: '/admin/sales/create',
    salesCalculate: '/admin/sales/calculate',
  },
  bonus: '/bonus',
  partner: {
    root: '/partner',
    getStarted: '/partner/getstarted',
    users: '/partner/users',
    invites: '/partner/invites',
  },
  notPayed: '/not-payed',
  accountLocked: '/account-locked',
  maintenance: '/maintenance',
  upgradePlan: '/upgrade-plan',
  noAccess: '/no-access',
  public: {
    peplinkPortalTest: '/peplinkportaltest',
    peplink: '/peplink',
    guest: '/guest',
    guestSite: '/guest/s/:site',
    guestBloovi: '/guest/bloovi',
    tenant: '/tenants/:id',
    status: '/status',
    statusById: '/status/:id',
    terms: '/terms-and-conditions',
    myData: '/mydata',
    myDataByType: '/mydata/:type',
    success: '/success',
  },
} as const

/** A venue opens on its dashboard tab (network state first); `tab` names another of its /locations tabs. */
export const locationHref = (id: number, tab: string = paths.locations.dashboard) =>
  `${tab}?location=${id}`

/** An admin customer or group page. */
export const customerHref = (id: number) => paths.admin.customer.replace(':id', String(id))
export const groupHref = (id: number) => paths.admin.group.replace(':id', String(id))

/** The login URL that brings the user back to `wanted` after signing in. */
export function loginHref(wanted?: string | null): string {
  if (!wanted || wanted === paths.home || wanted.startsWith(paths.auth.login))
    return paths.auth.login
  return `${paths.auth.login}?redirect=${encodeURIComponent(wanted)}`
}

/** Only same-site paths are followed after login, never an absolute URL. */
export function safeRedirectTarget(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\'))
    return paths.home
  if (raw.startsWith(paths.auth.login)) return paths.home
  return raw
}
