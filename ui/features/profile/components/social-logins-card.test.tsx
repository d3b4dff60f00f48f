import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { renderWithApp } from '@/test/render'
import { SocialLoginsCard } from './social-logins-card'

const ATTACHED = {
  data: [
    {
      provider: 'google',
      email: 'carla@gmail.test',
      createdAt: '2026-11-25T10:00:00Z',
      lastUsedAt: null,
    },
  ],
  available: ['google', 'microsoft'],
}

describe('profile: social login section', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows what is attached, says password login is off, and detaches', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(ATTACHED)
    const remove = vi.spyOn(api, 'delete').mockResolvedValue(undefined)
    renderWithApp(<SocialLoginsCard />, { route: '/account/profile' })
    expect(await screen.findByText('carla@gmail.test')).toBeInTheDocument()
    expect(
      screen.getByText('Password login is disabled while a social login is attached.')
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Attach Microsoft' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Detach' }))
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/self/social/google'))
  })

  it('starts attaching at the provider', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: [], available: ['microsoft'] })
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue({ redirectUrl: 'https://login.example/authorize' })
    const assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign })
    renderWithApp(<SocialLoginsCard />, { route: '/account/profile' })
    await userEvent.click(await screen.findByRole('button', { name: 'Attach Microsoft' }))
    expect(post).toHaveBeenCalledWith('/self/social/microsoft', {})
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://login.example/authorize'))
  })
})
