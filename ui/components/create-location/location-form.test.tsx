import { notificationsStore } from '@mantine/notifications'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api/api-error'
import { renderWithApp } from '@/test/render'
import { LocationForm } from './location-form'

const toasts = () => notificationsStore.getState().notifications.map((item) => String(item.message))

describe('LocationForm', () => {
  beforeEach(() => notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] }))

  it('shows field errors of a 422, and a later successful save takes away the error toast', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(422, { code: 'E_VALIDATION_ERROR', errors: [{ field: 'zipcode', rule: 'postal_code', message: 'Enter a valid postal code' }] }))
      .mockResolvedValueOnce({})
    renderWithApp(<LocationForm technical={false} submitLabel="Create location" onSubmit={onSubmit} />)
    await userEvent.type(screen.getByLabelText(/^Name/), 'Terrace')
    await userEvent.click(screen.getByRole('button', { name: 'Create location' }))
    await waitFor(() => expect(toasts()).toEqual(['Some fields need your attention.']))
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Terrace', country: 'BE', type: 'horeca' }))

    await userEvent.click(screen.getByRole('button', { name: 'Create location' }))
    await waitFor(() => expect(toasts()).toEqual(['Saved']))
  })
})
