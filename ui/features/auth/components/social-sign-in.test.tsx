import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { sessionStore } from '@/lib/session/session-store'
import { renderWithApp } from '@/test/render'
import { SocialSignIn } from './social-sign-in'

const SELF = {
  id: 7,
  firstname: 'Ann',
  name: 'Peeters',
  lang: 'en',
  is_admin: false,
  is_partner: false,
  has_groups: false,
  has_customers: true,
  default_customer: null,
  default_location: null,
  default_group: null,
  default_partner: null,
}

describe('social sign-in on the login page', () => {
  beforeEach(() => sessionStore.reset())
  afterEach(() => vi.restoreAllMocks())

  it('offers the configured providers and sends the browser to the one chosen', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ providers: ['google', 'microsoft'] })
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue({ redirectUrl: 'https://accounts.example/authorize?x=1' })
    const assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign })
    renderWithApp(<SocialSignIn />, { route: '/auth' })
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Microsoft' }))
    expect(post).toHaveBeenCalledWith('/auth/microsoft', {})
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://accounts.example/authorize?x=1')
    )
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument()
  })

  it('offers Facebook and LinkedIn by name, and names them in a refusal', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ providers: ['facebook', 'linkedin'] })
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue({ redirectUrl: 'https://www.linkedin.example/oauth/v2/authorization' })
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign: vi.fn() })
    renderWithApp(<SocialSignIn />, {
      route: '/auth?error=E_SOCIAL_LOGIN_FAILED&provider=facebook',
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Facebook')
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Continue with LinkedIn' }))
    expect(post).toHaveBeenCalledWith('/auth/linkedin', {})
  })

  /** The providers, and whether registration is open as GET /init answers it. */
  const serverWith = (registrationOpen: boolean) =>
    vi
      .spyOn(api, 'get')
      .mockImplementation(
        async (path: string) =>
          (path === '/init'
            ? { registration_open: registrationOpen }
            : { providers: ['google'] }) as never
      )

  it('shows the refusal the callback reported, in words, with a Register link where registration is open', async () => {
    serverWith(true)
    renderWithApp(<SocialSignIn />, { route: '/auth?error=E_SOCIAL_NO_USER&provider=google' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('No account is linked to this Google account yet')
    // Someone new is told they can register (the link) or be invited, not only to attach a password account.
    expect(alert).toHaveTextContent('ask whoever manages your venue for an invitation')
    expect(within(alert).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/auth/register'
    )
  })

  it('where registration is closed, says to ask the provider for an invitation, without a Register link (issue 32)', async () => {
    const get = serverWith(false)
    renderWithApp(<SocialSignIn />, { route: '/auth?error=E_SOCIAL_NO_USER&provider=google' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('No account is linked to this Google account yet')
    expect(alert).toHaveTextContent('ask your provider for an invitation')
    expect(alert).not.toHaveTextContent(/register with your e-mail/i)
    expect(within(alert).queryByRole('link')).toBeNull()
    expect(get).toHaveBeenCalledWith('/init')
  })

  it('completes the session the server opened on the way back', async () => {
    vi.spyOn(api, 'get').mockImplementation(
      async (path: string) => (path === '/self' ? SELF : { providers: ['google'] }) as never
    )
    renderWithApp(<SocialSignIn />, { route: '/auth?social=google' })
    await waitFor(() => expect(sessionStore.getState().user).toMatchObject({ isLoggedIn: true }))
  })
})
