import { MantineProvider } from '@mantine/core'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { ApiError } from '@/lib/api/api-error'
import { requestPasswordConfirmation } from '@/lib/session/password-confirmation'
import { sessionStore } from '@/lib/session/session-store'
import { seriousViolations } from '@/test/axe'
import { PasswordConfirmModal } from './password-confirm-modal'

function renderModal() {
  render(
    <MantineProvider env="test">
      <PasswordConfirmModal />
    </MantineProvider>
  )
}

describe('PasswordConfirmModal', () => {
  it('confirms the password and settles the waiting request', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(undefined)
    renderModal()
    let settled: Promise<boolean> = Promise.resolve(false)
    act(() => {
      settled = requestPasswordConfirmation()
    })
    const again = requestPasswordConfirmation()
    await screen.findByRole('dialog')
    expect(await seriousViolations()).toEqual([])

    await userEvent.type(await screen.findByLabelText(/^Password/), 'Airdeck-demo-2026!{Enter}')
    await expect(settled).resolves.toBe(true)
    await expect(again).resolves.toBe(true)
    expect(post).toHaveBeenCalledWith(
      '/secure/confirm-password',
      { password: 'Airdeck-demo-2026!' },
      expect.anything()
    )
    expect(sessionStore.getState().passwordConfirm.open).toBe(false)
  })

  it('shows "wrong password" and stays open on 422', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError(422, { code: 'E_WRONG_PASSWORD', errors: [] })
    )
    renderModal()
    let settled: Promise<boolean> = Promise.resolve(false)
    act(() => {
      settled = requestPasswordConfirmation()
    })
    await userEvent.type(await screen.findByLabelText(/^Password/), 'nope{Enter}')
    expect(await screen.findByText('Wrong password.')).toBeInTheDocument()
    expect(sessionStore.getState().passwordConfirm.open).toBe(true)

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await expect(settled).resolves.toBe(false)
    await waitFor(() => expect(sessionStore.getState().passwordConfirm.open).toBe(false))
  })
})
