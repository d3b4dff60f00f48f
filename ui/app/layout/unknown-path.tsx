import { NotFoundScreen } from '@/components/feedback/not-found-screen'
import { useSession } from '@/lib/session/session-store'
import AppLayout from './app-layout'

/** An unknown path: signed in, the not-found page keeps the menu, so the way back is one click. */
export default function UnknownPath() {
  const signedIn = useSession((session) => session.user.isLoggedIn)
  if (!signedIn) return <NotFoundScreen />
  return (
    <AppLayout>
      <NotFoundScreen />
    </AppLayout>
  )
}
