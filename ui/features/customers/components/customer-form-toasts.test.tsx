import { notificationsStore } from '@mantine/notifications'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api/api-error'
import { renderWithApp } from '@/test/render'
import { CustomerForm } from './customer-form'

const toasts = () => notificationsStore.getState().notifications.map((item) => String(item.message))

describe('CustomerForm toasts', () => {
  beforeEach(() =>
    notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] })
  )

  it('a successful save takes away the error toast of the failed one', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(422, {
          code: 'E_VALIDATION_ERROR',
          errors: [{ field: 'zipcode', rule: 'postal_code', message: 'Enter a valid postal code' }],
        })
      )
      .mockResolvedValueOnce({})
    renderWithApp(<CustomerForm submitLabel="Create customer" onSubmit={onSubmit} />)
    await userEvent.type(screen.getByLabelText(/^Name/), 'Brasserie Het Anker')
    await userEvent.click(screen.getByRole('button', { name: 'Create customer' }))
    await waitFor(() => expect(toasts()).toEqual(['Some fields need your attention.']))

    await userEvent.click(screen.getByRole('button', { name: 'Create customer' }))
    await waitFor(() => expect(toasts()).toEqual(['Saved']))
  })
})
