import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import type { SelfRecord } from '@/lib/session/self-record'
import { sessionStore } from '@/lib/session/session-store'
import { renderWithApp } from '@/test/render'
import { ImpersonateButton } from '@/features/users/components/impersonate-button'
import { decideNavigation } from '../guards/navigation-rules'
import { defaultRouteMeta } from '../routes/route-meta'
import { ImpersonationBanner } from './impersonation-banner'
import { selfRecord } from '@/test/self-record'

const base = selfRecord({ imposter_mode: true })
const admin: SelfRecord = {
  ...base,
  id: 1,
  firstname: 'Ada',
  name: 'Admin',
  is_admin: true,
  imposter_mode: false,
}

afterEach(() => {
  vi.restoreAllMocks()
  sessionStore.reset()
})

describe('impersonation', () => {
  it('an admin signs in as a user from the users list, sees the banner with whose account it is, and stops', async () => {
    sessionStore.signIn(admin)
    const post = vi.spyOn(api, 'post').mockResolvedValue({ impersonating: true })
    let self = base
    vi.spyOn(api, 'get').mockImplementation(async () => self)
    const { router } = renderWithApp(
      <ImpersonateButton user={{ id: 7, email: 'viewer@airdeck.example', is_admin: false }} />,
      {
        route: '/start',
        routes: [
          { path: '/dashboard', element: <ImpersonationBanner /> },
          { path: '/admin/users', element: <p>users list</p> },
        ],
      }
    )
    await userEvent.click(screen.getByRole('button', { name: 'Sign in as viewer@airdeck.example' }))
    expect(post).toHaveBeenCalledWith('/impersonate', { user_id: 7 })
    expect(
      await screen.findByText(/You are signed in as Victor Vermeulen \(support\)/)
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')

    const remove = vi.spyOn(api, 'delete').mockResolvedValue(undefined)
    self = admin
    await userEvent.click(screen.getByRole('button', { name: 'Stop impersonating' }))
    expect(remove).toHaveBeenCalledWith('/impersonate')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'))
    expect(sessionStore.getState().user.imposterMode).toBe(false)
  })

  it('offers no sign-in as another admin, nor to non-admins; a demo account is told it reads only', () => {
    sessionStore.signIn(admin)
    const { unmount } = renderWithApp(
      <ImpersonateButton user={{ id: 2, email: 'other-admin@airdeck.example', is_admin: true }} />
    )
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    unmount()
    sessionStore.signIn({ ...base, imposter_mode: false, account_role: 'demo_customer' })
    renderWithApp(
      <>
        <ImpersonateButton user={{ id: 9, email: 'x@airdeck.example', is_admin: false }} />
        <ImpersonationBanner />
      </>
    )
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(screen.getByText(/Demo account: look around freely/)).toBeInTheDocument()
  })

  it('an installer opens the installation work of the admin area, not the rest of it', () => {
    sessionStore.signIn({ ...base, imposter_mode: false, account_role: 'installer' })
    const session = sessionStore.getState()
    const decide = (meta: Partial<typeof defaultRouteMeta>) =>
      decideNavigation({
        pathname: '/admin/x',
        search: '',
        route: { ...defaultRouteMeta, adminOnly: true, ...meta },
        session,
        hostLabel: 'dash',
        maintenance: false,
      })
    expect(decide({ installWork: true })).toEqual({ type: 'allow' })
    expect(decide({})).toEqual({ type: 'redirect', to: '/no-access' })
  })
})
