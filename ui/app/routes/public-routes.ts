import { paths } from '@/config/paths'
import { planned, type RouteDef } from './route-def'

const publicMeta = { access: 'public' } as const

/** Routes anyone may open, also on portal and status hosts (spec §2). */
export const publicRoutes: RouteDef[] = [
  {
    path: paths.noAccess,
    meta: publicMeta,
    screen: () => import('@/features/system/routes/no-access'),
  },
  {
    path: paths.maintenance,
    meta: publicMeta,
    screen: () => import('@/features/system/routes/maintenance'),
  },
  // /guest, /guest/s/{site}, /peplink and /peplinkportaltest are the guest portal, rendered by the server
  // (core/portal/public/routes.ts) as light pages: not part of this app.
  planned(paths.public.guestBloovi, publicMeta),
  planned(paths.public.tenant, publicMeta),
  planned(paths.public.status, publicMeta, [planned(paths.public.statusById)]),
  // /terms-and-conditions, /mydata, /mydata/{type} and /success are light pages the server renders
  // (core/portal/guest_data/routes.ts): they are not part of this app.
]

/** The sign-in pages, hidden once signed in. */
export const authRoutes: RouteDef = {
  path: paths.auth.login,
  meta: { access: 'signedOut' },
  layout: () => import('@/features/auth/routes/auth-layout'),
  children: [
    { index: true, screen: () => import('@/features/auth/routes/login') },
    { path: paths.auth.register, screen: () => import('@/features/auth/routes/register') },
    {
      path: paths.auth.registerConfirm,
      screen: () => import('@/features/auth/routes/register-confirm'),
    },
    { path: paths.auth.recover, screen: () => import('@/features/auth/routes/recover') },
    {
      path: paths.auth.passwordReset,
      screen: () => import('@/features/auth/routes/password-reset'),
    },
    planned(paths.auth.microsoftCallback),
  ],
}

/** Signed-in pages shown without the app layout: the account is blocked or lacks a plan. */
export const blockedRoutes: RouteDef[] = [
  {
    path: paths.notPayed,
    meta: { paymentExempt: true },
    screen: () => import('@/features/system/routes/not-payed'),
  },
  {
    path: paths.accountLocked,
    meta: { paymentExempt: true },
    screen: () => import('@/features/system/routes/account-locked'),
  },
  { path: paths.upgradePlan, screen: () => import('@/features/system/routes/upgrade-plan') },
]
