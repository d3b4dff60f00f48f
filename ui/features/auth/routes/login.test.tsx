import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { ApiError } from '@/lib/api/api-error'
import { sessionStore } from '@/lib/session/session-store'
import { renderWithApp } from '@/test/render'
import LoginPage from './login'

async function fillIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText(/E-mail address/), email)
  await userEvent.type(screen.getByLabelText(/^Password/), password)
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('login page', () => {
  beforeEach(() => sessionStore.reset())

  it('offers to create an account only where registration is open, else to ask for an invitation (issue 32)', async () => {
    const answer = { registration_open: true }
    vi.spyOn(api, 'get').mockImplementation(
      async (path: string) => (path === '/init' ? answer : { providers: [] }) as never
    )
    const open = renderWithApp(<LoginPage />, { route: '/auth' })
    expect(await screen.findByRole('link', { name: 'Create one' })).toHaveAttribute(
      'href',
      '/auth/register'
    )
    open.unmount()

    answer.registration_open = false
    renderWithApp(<LoginPage />, { route: '/auth' })
    expect(
      await screen.findByText('No account yet? Ask your provider for an invitation.')
    ).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Create one' })).toBeNull()
    vi.restoreAllMocks()
  })

  it('greets by the time of day', () => {
    vi.useFakeTimers({ now: new Date(2026, 2, 1, 9, 0), toFake: ['Date'] })
    renderWithApp(<LoginPage />, { route: '/auth' })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Good morning')
    vi.useRealTimers()
  })

  it('signs in and stores the session', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({
      id: 4,
      firstname: 'Eva',
      name: 'Claes',
      lang: 'en',
      is_admin: true,
      is_partner: false,
      has_groups: true,
      has_customers: true,
      default_customer: null,
      default_location: null,
      default_group: null,
      default_partner: null,
    })
    renderWithApp(<LoginPage />, { route: '/auth' })
    await fillIn('admin@airdeck.example', 'Airdeck-demo-2026!')
    await waitFor(() =>
      expect(sessionStore.getState().user).toMatchObject({ isLoggedIn: true, isAdmin: true })
    )
    expect(post).toHaveBeenCalledWith(
      '/auth/login',
      { email: 'admin@airdeck.example', password: 'Airdeck-demo-2026!' },
      expect.objectContaining({ expect: expect.arrayContaining([400, 403, 429]) })
    )
  })

  it('translates a wrong password by its error code', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError(400, { code: 'E_INVALID_CREDENTIALS', message: 'server text' })
    )
    renderWithApp(<LoginPage />, { route: '/auth' })
    await fillIn('admin@airdeck.example', 'wrong')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Check your e-mail address and password.'
    )
    expect(screen.getByLabelText(/^Password/)).toHaveValue('')
  })

  it('says HTTPS is required when the server saw the sign-in arrive over plain http', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError(403, { code: 'E_HTTPS_REQUIRED', message: 'server text' })
    )
    renderWithApp(<LoginPage />, { route: '/auth' })
    await fillIn('admin@airdeck.example', 'Airdeck-demo-2026!')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('signing in needs HTTPS')
    expect(alert).not.toHaveTextContent(/session has expired/)
  })

  it('replaces the "Login failed" box with the field error of the next attempt', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError(400, { code: 'E_INVALID_CREDENTIALS', message: 'server text' })
    )
    renderWithApp(<LoginPage />, { route: '/auth' })
    await fillIn('admin@airdeck.example', 'wrong')
    await screen.findByRole('alert')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('This field is required.')).toBeInTheDocument()
    expect(screen.queryByText(/Login failed/)).not.toBeInTheDocument()
  })

  it('tells how long to wait when throttled', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError(429, { code: 'E_TOO_MANY_REQUESTS' }, '30')
    )
    renderWithApp(<LoginPage />, { route: '/auth' })
    await fillIn('admin@airdeck.example', 'wrong')
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 30 seconds')
  })

  it('says "1 second" when one second is left', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError(429, { code: 'E_TOO_MANY_REQUESTS' }, '1'))
    renderWithApp(<LoginPage />, { route: '/auth' })
    await fillIn('admin@airdeck.example', 'wrong')
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 1 second.')
  })

  it('checks the fields before calling the server', async () => {
    const post = vi.spyOn(api, 'post')
    renderWithApp(<LoginPage />, { route: '/auth' })
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2)
    expect(post).not.toHaveBeenCalled()
  })
})
