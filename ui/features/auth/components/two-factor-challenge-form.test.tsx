import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { ApiError } from '@/lib/api/api-error'
import { sessionStore } from '@/lib/session/session-store'
import { renderWithApp } from '@/test/render'
import LoginPage from '../routes/login'

const self = {
  id: 4,
  firstname: 'Eva',
  name: 'Claes',
  lang: 'en',
  is_admin: true,
  is_partner: false,
  has_groups: true,
  two_fa: true,
  has_customers: true,
  default_customer: null,
  default_location: null,
  default_group: null,
  default_partner: null,
}

async function signIn() {
  await userEvent.type(screen.getByLabelText(/E-mail address/), 'admin@airdeck.example')
  await userEvent.type(screen.getByLabelText(/^Password/), 'Airdeck-demo-2026!')
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('two-step sign-in', () => {
  beforeEach(() => sessionStore.reset())
  afterEach(() => vi.restoreAllMocks())

  it('asks for the authenticator code after the password, shows "Invalid 2FA code" and then signs in', async () => {
    let attempts = 0
    const post = vi.spyOn(api, 'post').mockImplementation(async (path: string) => {
      if (path === '/auth/login') return { two_factor: true, method: 'totp', sent_to: null }
      if (path === '/secure/two-factor-challenge' && ++attempts === 1)
        throw new ApiError(422, {
          code: 'E_INVALID_TWO_FACTOR_CODE',
          errors: [{ field: 'code', rule: 'two_factor_code', message: 'x' }],
        })
      if (path === '/secure/two-factor-challenge') return self
      throw new Error(`unexpected POST ${path}`)
    })
    renderWithApp(<LoginPage />, { route: '/auth' })
    await signIn()
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app.')
    ).toBeInTheDocument()
    expect(sessionStore.getState().user.isLoggedIn).toBe(false)

    await userEvent.type(screen.getByLabelText(/^Code/), '000000')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid 2FA code.')

    await userEvent.type(screen.getByLabelText(/^Code/), '123 456')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() =>
      expect(sessionStore.getState().user).toMatchObject({ isLoggedIn: true, twoFa: true })
    )
    expect(post).toHaveBeenLastCalledWith(
      '/secure/two-factor-challenge',
      { code: '123456' },
      expect.anything()
    )
  }, 15_000)

  it('takes a recovery code, resends a mailed code, and starts over when the step expired', async () => {
    const post = vi.spyOn(api, 'post').mockImplementation(async (path: string) => {
      if (path === '/auth/login')
        return { two_factor: true, method: 'email', sent_to: 'ad•••@airdeck.example' }
      if (path === '/secure/two-factor-confirm-code')
        return { method: 'email', sent_to: 'ad•••@airdeck.example' }
      if (path === '/secure/two-factor-challenge')
        throw new ApiError(419, { code: 'E_TWO_FACTOR_CHALLENGE_EXPIRED' })
      throw new Error(`unexpected POST ${path}`)
    })
    renderWithApp(<LoginPage />, { route: '/auth' })
    await signIn()
    expect(
      await screen.findByText(/We sent a 6-digit code to ad•••@airdeck.example/)
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }))
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }))
    await userEvent.type(screen.getByLabelText(/^Recovery code/), 'abcdefghij-KLMNOPQRST')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(post).toHaveBeenCalledWith(
      '/secure/two-factor-challenge',
      { recovery_code: 'abcdefghij-KLMNOPQRST' },
      expect.anything()
    )
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument()
  }, 15_000)

  it('opens at the code step when a social sign-in of a two-factor account comes back', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: [], available: [] })
    renderWithApp(<LoginPage />, { route: '/auth?social=google&two_factor=totp' })
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app.')
    ).toBeInTheDocument()
  })
})
