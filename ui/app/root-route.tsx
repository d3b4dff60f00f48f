import { lazy, Suspense } from 'react'
import { readConsent } from '@/components/consent/consent'
import { NavigationProgress } from '@/components/feedback/navigation-progress'
import { OfflineBanner } from '@/components/feedback/offline-banner'
import { useSession } from '@/lib/session/session-store'
import { DocumentTitle } from './document-title'
import { RouteGuard } from './guards/route-guard'

// Overlays load on demand so that the first screen does not wait for their code (modal, switches, popups).
const PasswordConfirmModal = lazy(() =>
  import('@/components/modals/password-confirm-modal').then((module) => ({
    default: module.PasswordConfirmModal,
  }))
)
const CookieConsent = lazy(() =>
  import('@/components/consent/cookie-consent').then((module) => ({
    default: module.CookieConsent,
  }))
)

/** The top of the route tree: the guarded page plus what every page shares. */
export function RootRoute() {
  const confirmingPassword = useSession((session) => session.passwordConfirm.open)
  return (
    <>
      <DocumentTitle />
      <OfflineBanner />
      <NavigationProgress />
      <RouteGuard />
      <Suspense fallback={null}>
        {confirmingPassword && <PasswordConfirmModal />}
        {readConsent() === null && <CookieConsent />}
      </Suspense>
    </>
  )
}
