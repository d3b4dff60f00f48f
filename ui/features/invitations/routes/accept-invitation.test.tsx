import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { ApiError } from '@/lib/api/api-error'
import { renderWithApp } from '@/test/render'
import AcceptInvitationPage from './accept-invitation'

describe('accept invitation page', () => {
  it('sends the token from the link once', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ id: 3 })
    vi.spyOn(api, 'get').mockResolvedValue({ id: 3, lang: 'en' })
    renderWithApp(<AcceptInvitationPage />, { route: '/invitations/accept?token=abc' })
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1))
    expect(post).toHaveBeenCalledWith('/invites/accept', { token: 'abc' }, expect.anything())
  })

  it('says why when the link is not for this account', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError(404, { code: 'E_INVITE_INVALID', message: 'x' })
    )
    renderWithApp(<AcceptInvitationPage />, { route: '/invitations/accept?token=abc' })
    expect(
      await screen.findByText('This registration or invitation link is no longer valid.')
    ).toBeInTheDocument()
    expect(screen.getByText(/works only for the account of the address/)).toBeInTheDocument()
  })
})
