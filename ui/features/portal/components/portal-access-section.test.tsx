import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { renderWithApp } from '@/test/render'
import { designer, draft } from '../portal-fixtures'
import { PortalAccessSection } from './portal-access-section'

describe('portal designer: the portal password', () => {
  afterEach(() => vi.restoreAllMocks())

  it('warns about a short stored password and asks for at least 8 characters before sending a new one', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(designer({ password_set: true }))
    renderWithApp(
      <PortalAccessSection
        designer={designer({ password_set: true, password_too_short: true })}
        draft={draft}
        onChange={vi.fn()}
        errors={{}}
        disabled={false}
      />
    )
    expect(screen.getByRole('alert')).toHaveTextContent('shorter than 8 characters')

    await userEvent.type(screen.getByLabelText(/New portal password/), '4821')
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }))
    expect(await screen.findByText('At least 8 characters.')).toBeInTheDocument()
    expect(post).not.toHaveBeenCalled()

    await userEvent.type(screen.getByLabelText(/New portal password/), '-terras')
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }))
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1))
  })
})
