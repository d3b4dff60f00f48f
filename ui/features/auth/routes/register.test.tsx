import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { ApiError } from '@/lib/api/api-error'
import { sessionStore } from '@/lib/session/session-store'
import { renderWithApp } from '@/test/render'
import RegisterPage from './register'

describe('register page', () => {
  beforeEach(() => sessionStore.reset())

  it('registers with a language choice and shows server field errors by rule', async () => {
    const post = vi.spyOn(api, 'post').mockRejectedValueOnce(
      new ApiError(422, {
        code: 'E_VALIDATION_ERROR',
        errors: [{ field: 'email', rule: 'database.unique', message: 'taken' }],
      })
    )
    renderWithApp(<RegisterPage />, { route: '/auth/register' })
    await userEvent.type(screen.getByLabelText(/First name/), 'Lotte')
    await userEvent.type(screen.getByLabelText(/Last name/), 'Janssens')
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'lotte@example.com')
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'nl')
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Lotte-2026!x')
    await userEvent.type(screen.getByLabelText(/Repeat the password/), 'Lotte-2026!x')
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))

    expect(await screen.findByText('This is already in use.')).toBeInTheDocument()
    expect(post).toHaveBeenCalledWith(
      '/auth/register',
      expect.objectContaining({
        email: 'lotte@example.com',
        lang: 'nl',
        password_confirmation: 'Lotte-2026!x',
      }),
      expect.anything()
    )
  })

  it('signs in with the session from GET /self after registering', async () => {
    vi.spyOn(api, 'post').mockResolvedValue({
      id: 9,
      firstname: 'Lotte',
      name: 'Janssens',
      lang: 'en',
      is_partner: true,
    })
    const get = vi.spyOn(api, 'get').mockResolvedValue({
      id: 9,
      firstname: 'Lotte',
      name: 'Janssens',
      lang: 'en',
      is_admin: false,
      is_partner: false,
      has_groups: false,
      has_customers: false,
      default_customer: null,
      default_location: null,
      default_group: null,
      default_partner: null,
    })
    renderWithApp(<RegisterPage />, { route: '/auth/register' })
    await userEvent.type(screen.getByLabelText(/First name/), 'Lotte')
    await userEvent.type(screen.getByLabelText(/Last name/), 'Janssens')
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'lotte@example.com')
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Lotte-2026!x')
    await userEvent.type(screen.getByLabelText(/Repeat the password/), 'Lotte-2026!x')
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() =>
      expect(sessionStore.getState().user).toMatchObject({ isLoggedIn: true, isPartner: false })
    )
    expect(get).toHaveBeenCalledWith('/self', expect.anything())
  })

  it('open registration asks to check the mailbox and signs nobody in', async () => {
    vi.spyOn(api, 'post').mockResolvedValue({ status: 'confirmation_sent' })
    renderWithApp(<RegisterPage />, { route: '/auth/register' })
    await userEvent.type(screen.getByLabelText(/First name/), 'Lotte')
    await userEvent.type(screen.getByLabelText(/Last name/), 'Janssens')
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'lotte@example.com')
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Lotte-2026!x')
    await userEvent.type(screen.getByLabelText(/Repeat the password/), 'Lotte-2026!x')
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText('Check your mailbox')).toBeInTheDocument()
    expect(screen.getByText(/We sent a link to lotte@example.com/)).toBeInTheDocument()
    expect(sessionStore.getState().user.isLoggedIn).toBe(false)
  })

  it('blocks a password that breaks the rules or does not match', async () => {
    const post = vi.spyOn(api, 'post')
    renderWithApp(<RegisterPage />, { route: '/auth/register' })
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'short')
    await userEvent.type(screen.getByLabelText(/Repeat the password/), 'other')
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText(/Use at least 8 characters/)).toBeInTheDocument()
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument()
    expect(post).not.toHaveBeenCalled()
  })

  it('pre-fills the e-mail address from an invite', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({
      email: 'new@venue.example',
      expires_at: '2026-12-01',
      invited_by: { firstname: 'Eva', name: 'Claes' },
      subject: { type: 'customer', id: 3, name: 'Brasserie Nord' },
    })
    renderWithApp(<RegisterPage />, { route: '/auth/register?token=abc' })
    await waitFor(() =>
      expect(screen.getByLabelText(/E-mail address/)).toHaveValue('new@venue.example')
    )
    expect(
      screen.getByText('Eva Claes invited you to Brasserie Nord on Airdeck.')
    ).toBeInTheDocument()
  })

  it('says when an invite link is no longer valid', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new ApiError(404, { code: 'E_INVITE_INVALID' }))
    renderWithApp(<RegisterPage />, { route: '/auth/register?token=old' })
    expect(await screen.findByRole('alert')).toHaveTextContent('no longer valid')
  })
})
