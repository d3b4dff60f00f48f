import { MantineProvider } from '@mantine/core'
import { lazy, Suspense, useMemo } from 'react'
import { RouterProvider } from 'react-router'
import { SWRConfig } from 'swr'
import { TOAST_DURATION_MS } from '@/config/constants'
import { brandTheme, cssVariablesResolver } from '@/lib/brand/brand-theme'
import { useSession } from '@/lib/session/session-store'
import { swrConfig } from '@/lib/swr'
import type { AppRouter } from './router'

// Toasts are queued in a store until this renders them, so its code can arrive after the first screen.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications }))
)

/**
 * Providers around the router: theme from the brand config (the host's white-label brand, or the signed-in
 * customer's own branding colour when it has one), data fetching, toasts.
 */
export function App({ router }: { router: AppRouter }) {
  const brand = useSession((session) => session.brand)
  const customerColor = useSession((session) => session.user.branding?.mainColor ?? null)
  // A customer's own colour replaces the partner brand's accent too: two houses' colours side by side clash.
  const theme = useMemo(
    () =>
      brandTheme(
        customerColor ? { ...brand, main_color: customerColor, accent_color: null } : brand
      ),
    [brand, customerColor]
  )
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Suspense fallback={null}>
        <Notifications position="bottom-right" autoClose={TOAST_DURATION_MS} limit={4} />
      </Suspense>
      <SWRConfig value={swrConfig}>
        <RouterProvider router={router} />
      </SWRConfig>
    </MantineProvider>
  )
}
