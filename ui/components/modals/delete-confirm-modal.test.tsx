import { MantineProvider } from '@mantine/core'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@/test/axe'
import { DeleteConfirmModal } from './delete-confirm-modal'

describe('DeleteConfirmModal', () => {
  it('deletes only once the shown value is typed exactly', async () => {
    const onConfirm = vi.fn()
    const onClose = vi.fn()
    render(
      <MantineProvider env="test">
        <DeleteConfirmModal
          opened
          onClose={onClose}
          onConfirm={onConfirm}
          title="Delete location"
          description="This removes Café Central."
          confirmValue="Café Central"
        />
      </MantineProvider>
    )
    expect(await seriousViolations()).toEqual([])
    const input = screen.getByLabelText(/To confirm, type/)
    const deleteButton = screen.getByRole('button', { name: 'Delete' })
    expect(deleteButton).toBeDisabled()

    await userEvent.type(input, 'café central')
    expect(deleteButton).toBeDisabled()

    await userEvent.clear(input)
    await userEvent.type(input, 'Café Central{Enter}')
    await waitFor(() => expect(onConfirm).toHaveBeenCalledOnce())
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('cancels with the keyboard', async () => {
    const onClose = vi.fn()
    render(
      <MantineProvider env="test">
        <DeleteConfirmModal
          opened
          onClose={onClose}
          onConfirm={vi.fn()}
          title="Delete"
          description="x"
          confirmValue="x"
        />
      </MantineProvider>
    )
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalled()
  })
})
