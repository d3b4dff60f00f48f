import { AUTH_REDIRECT_UNLOCK_MS } from '@/config/constants'
import { loginHref, paths } from '@/config/paths'
import { api } from '@/lib/api/api-client'
import { i18next } from '@/lib/i18n/i18n'
import { errorMessage } from '@/lib/i18n/error-message'
import { checkMaintenance } from '@/lib/health/maintenance'
import { requestPasswordConfirmation } from '@/lib/session/password-confirmation'
import { refreshSession } from '@/lib/session/session-api'
import { sessionStore } from '@/lib/session/session-store'
import { clearSwrCache } from '@/lib/swr'
import { toast } from '@/lib/toast'

interface RouterLocation {
  pathname: string
  search: string
}

interface Navigator {
  state: { location: RouterLocation; navigation?: { location?: RouterLocation } }
  navigate(to: string, options?: { replace?: boolean }): Promise<void>
}

/** Wires the API client's reactions of spec §7 to the router, the session and the toasts. */
export function installResponseHandling(router: Navigator) {
  let sessionEndLocked = false
  const t = i18next.t.bind(i18next)

  const sessionEnded = () => {
    if (sessionEndLocked) return
    const wasSignedIn = sessionStore.getState().user.isLoggedIn
    sessionStore.reset()
    void clearSwrCache()
    // A click on a lazily loaded screen is pending while its code loads: the visitor is on their way there, and
    // after signing in they should arrive where they were going, not back where they clicked.
    const { pathname, search } = router.state.navigation?.location ?? router.state.location
    if (wasSignedIn) toast('warning', t('session.expired'))
    if (pathname.startsWith(paths.auth.login)) return
    sessionEndLocked = true
    void router.navigate(loginHref(pathname + search), { replace: true }).finally(() => {
      setTimeout(() => {
        sessionEndLocked = false
      }, AUTH_REDIRECT_UNLOCK_MS)
    })
  }

  api.setHandlers({
    language: () => i18next.language || 'en',
    confirmPassword: requestPasswordConfirmation,
    sessionEnded,
    // An admin requires two-factor for staff: until it is set up, the server refuses everything but the set-up.
    // A feature the venue's plan lacks answers 403 E_PLAN_UPGRADE_REQUIRED: the plan variant of no-access (spec §8).
    // Overdue invoices past the grace period answer 403 E_ACCOUNT_LOCKED: the locked page with the legal-steps warning.
    // On the /customer pages a locked user stays (a side call refused there must not send them away from paying).
    // A customer's support-access block refuses an impersonation, or ends a running one (the server signed the admin
    // back in): say why, and after an ended one show the admin's own session.
    // An admin signed in as someone else meets E_IMPERSONATION_FORBIDDEN_ACTION on the user's own credentials: a toast, no page change.
    forbidden: (error) => {
      if (error.code === 'E_SUPPORT_ACCESS_BLOCKED') {
        toast('error', errorMessage(t, error))
        if (sessionStore.getState().user.imposterMode) {
          void clearSwrCache()
            .then(refreshSession)
            .then(() => router.navigate(paths.dashboard, { replace: true }))
        }
        return
      }
      if (
        error.code === 'E_ACCOUNT_LOCKED' &&
        router.state.location.pathname.startsWith(paths.customer.root)
      )
        return
      if (error.code === 'E_IMPERSONATION_FORBIDDEN_ACTION') {
        void toast('warning', errorMessage(t, error))
        return
      }
      void router.navigate(
        error.code === 'E_TWO_FACTOR_SETUP_REQUIRED'
          ? paths.account.profile
          : error.code === 'E_PLAN_UPGRADE_REQUIRED'
            ? paths.upgradePlan
            : error.code === 'E_ACCOUNT_LOCKED'
              ? paths.accountLocked
              : paths.noAccess
      )
    },
    notFound: () => {
      toast('error', t('errors:codes.E_NOT_FOUND'))
      void router.navigate(paths.home)
    },
    serverError: (error) => {
      toast('error', errorMessage(t, error))
      // An unavailable server may be in maintenance: the flag sends every page to /maintenance.
      if (error.status === 503) void checkMaintenance()
    },
  })
}
