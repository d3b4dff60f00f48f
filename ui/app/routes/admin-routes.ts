import { paths } from '@/config/paths'
import { planned, type RouteDef } from './route-def'

const a = paths.admin

/** The admin area: admin only (spec §2). None of its screens are built yet. */
export const adminRoutes: RouteDef[] = [
  {
    path: a.root,
    meta: { adminOnly: true, breadcrumb: 'admin' },
    nav: { section: 'admin', icon: 'shield', label: 'adminDashboard' },
    children: [
      planned(a.dashboard, { breadcrumb: 'adminDashboard' }),
      {
        path: a.accounting,
        meta: { breadcrumb: 'accounting' },
        screen: () => import('@/features/invoices/routes/admin-accounting'),
        nav: { section: 'admin', icon: 'file', label: 'accounting' },
      },
      {
        path: a.cloud,
        meta: { breadcrumb: 'operations' },
        screen: () => import('@/features/admin-cloud/routes/admin-cloud-page'),
        nav: { section: 'admin', icon: 'activity', label: 'operations' },
      },
      {
        path: a.customers,
        meta: { breadcrumb: 'customers' },
        screen: () => import('@/features/customers/routes/admin-customers'),
        nav: { section: 'admin', icon: 'building', label: 'customers' },
      },
      {
        path: a.customer,
        meta: { breadcrumb: 'customerDetail' },
        screen: () => import('@/features/customers/routes/admin-customer'),
      },
      {
        path: a.groups,
        meta: { breadcrumb: 'groups' },
        screen: () => import('@/features/groups/routes/admin-groups'),
        nav: { section: 'admin', icon: 'users', label: 'groups' },
      },
      {
        path: a.groupNew,
        meta: { breadcrumb: 'newGroup' },
        screen: () => import('@/features/groups/routes/admin-group-new'),
      },
      {
        path: a.group,
        meta: { breadcrumb: 'group' },
        screen: () => import('@/features/groups/routes/admin-group'),
      },
      {
        path: a.locations,
        meta: { breadcrumb: 'locations' },
        screen: () => import('@/features/locations/routes/admin-locations'),
        nav: { section: 'admin', icon: 'location', label: 'adminLocations' },
      },
      {
        path: a.users,
        meta: { breadcrumb: 'users' },
        screen: () => import('@/features/users/routes/admin-users'),
        children: [
          {
            path: a.userInvites,
            meta: { breadcrumb: 'invites' },
            screen: () => import('@/features/users/routes/admin-invites'),
          },
        ],
      },
      {
        path: a.config,
        meta: { breadcrumb: 'configFiles', installWork: true },
        screen: () => import('@/features/config-files/routes/config-files'),
        nav: { section: 'admin', icon: 'file', label: 'configFiles' },
      },
      {
        path: a.controllers,
        meta: { breadcrumb: 'controllers', installWork: true },
        screen: () => import('@/features/controllers/routes/controllers'),
        nav: { section: 'admin', icon: 'plug', label: 'controllers' },
      },
      {
        path: a.zerotier,
        meta: { breadcrumb: 'zerotier', installWork: true },
        screen: () => import('@/features/network-members/routes/network-members'),
        nav: { section: 'admin', icon: 'compass', label: 'zerotier' },
      },
      {
        path: a.mails,
        meta: { breadcrumb: 'outbox' },
        screen: () => import('@/features/mails/routes/admin-mails'),
        nav: { section: 'admin', icon: 'mail', label: 'outbox' },
      },
      {
        path: a.auditLog,
        meta: { breadcrumb: 'auditLog' },
        screen: () => import('@/features/audit-log/routes/admin-audit-log'),
        nav: { section: 'admin', icon: 'file', label: 'auditLog' },
      },
      {
        path: a.payments,
        meta: { breadcrumb: 'payments' },
        screen: () => import('@/features/invoices/routes/admin-payments'),
        nav: { section: 'admin', icon: 'card', label: 'payments' },
      },
      {
        path: a.partners,
        meta: { breadcrumb: 'partners' },
        screen: () => import('@/features/partners/routes/admin-partners'),
      },
      {
        path: a.brands,
        meta: { breadcrumb: 'brands' },
        screen: () => import('@/features/brands/routes/admin-brands'),
        nav: { section: 'admin', icon: 'sparkles', label: 'brands' },
      },
      {
        path: a.subscriptions,
        meta: { breadcrumb: 'subscriptions' },
        screen: () => import('@/features/subscriptions/routes/admin-subscriptions'),
        nav: { section: 'admin', icon: 'card', label: 'subscriptions' },
      },
      {
        path: a.inventory,
        meta: { breadcrumb: 'inventory', installWork: true },
        screen: () => import('@/features/inventory/routes/inventory-stock'),
        nav: { section: 'admin', icon: 'box', label: 'inventory' },
        children: [
          {
            path: a.inventoryCaas,
            meta: { breadcrumb: 'caas' },
            screen: () => import('@/features/inventory/routes/inventory-caas'),
          },
          {
            path: a.inventoryProducts,
            meta: { breadcrumb: 'products' },
            screen: () => import('@/features/inventory/routes/inventory-products'),
          },
          {
            path: a.inventoryLogs,
            meta: { breadcrumb: 'logs' },
            screen: () => import('@/features/inventory/routes/inventory-logs'),
          },
        ],
      },
      {
        // Also for sales hunters; a hunter who is not an admin can open nothing else (spec §2).
        path: a.sales,
        meta: { breadcrumb: 'sales', salesStaff: true },
        screen: () => import('@/features/sales/routes/sales-overview'),
        nav: { section: 'admin', icon: 'handshake', label: 'sales' },
        children: [
          {
            path: a.salesCreate,
            meta: { breadcrumb: 'salesCreate' },
            screen: () => import('@/features/sales/routes/sales-create'),
          },
          {
            path: a.salesCalculate,
            meta: { breadcrumb: 'salesCalculate' },
            screen: () => import('@/features/sales/routes/sales-calculate'),
          },
        ],
      },
    ],
  },
]
