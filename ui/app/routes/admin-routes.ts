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
      planned(a.accounting, { breadcrumb: 'accounting' }),
      planned(a.customers, { breadcrumb: 'customers' }),
      planned(a.locations, { breadcrumb: 'locations' }),
      planned(a.users, { breadcrumb: 'users' }, [planned(a.userInvites, { breadcrumb: 'invites' })]),
      planned(a.config, { breadcrumb: 'configFiles' }),
      planned(a.controllers, { breadcrumb: 'controllers' }),
      planned(a.zerotier, { breadcrumb: 'zerotier' }),
      planned(a.payments, { breadcrumb: 'payments' }),
      planned(a.partners, { breadcrumb: 'partners' }),
      planned(a.subscriptions, { breadcrumb: 'subscriptions' }),
      planned(a.inventory, { breadcrumb: 'inventory' }, [
        planned(a.inventoryCaas, { breadcrumb: 'caas' }),
        planned(a.inventoryProducts, { breadcrumb: 'products' }),
        planned(a.inventoryLogs, { breadcrumb: 'logs' }),
      ]),
      planned(a.sales, { breadcrumb: 'sales' }, [
        planned(a.salesCreate, { breadcrumb: 'salesCreate' }),
        planned(a.salesCalculate, { breadcrumb: 'salesCalculate' }),
      ]),
    ],
  },
]
