import { notificationsStore } from '@mantine/notifications'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api/api-error'
import { renderWithApp } from '@/test/render'
import { LocationForm } from './location-form'

const toasts = () => notificationsStore.getState().notifications.map((item) => String(item.message))

describe('LocationForm', () => {
  beforeEach(() =>
    notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] })
  )

  it('shows field errors of a 422, and a later successful save takes away the error toast', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(422, {
          code: 'E_VALIDATION_ERROR',
          errors: [{ field: 'zipcode', rule: 'postal_code', message: 'Enter a valid postal code' }],
        })
      )
      .mockResolvedValueOnce({})
    renderWithApp(
      <LocationForm technical={false} submitLabel="Create location" onSubmit={onSubmit} />
    )
    await userEvent.type(screen.getByLabelText(/^Name/), 'Terrace')
    await userEvent.click(screen.getByRole('button', { name: 'Create location' }))
    await waitFor(() => expect(toasts()).toEqual(['Some fields need your attention.']))
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Terrace', country: 'BE', type: 'horeca' })
    )

    await userEvent.click(screen.getByRole('button', { name: 'Create location' }))
    await waitFor(() => expect(toasts()).toEqual(['Saved']))
  })

  it('refuses an out-of-range latitude on the field, as typed, and opens the technical group holding a server error', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(
      new ApiError(422, {
        code: 'E_VALIDATION_ERROR',
        errors: [{ field: 'pppoe_username', rule: 'maxLength', message: 'Too long' }],
      })
    )
    renderWithApp(<LocationForm technical submitLabel="Create location" onSubmit={onSubmit} />)
    expect(screen.getByRole('button', { name: 'Internet line and PPPoE' })).toHaveAttribute(
      'aria-expanded',
      'false'
    )
    expect(screen.queryByLabelText('PPPoE username')).not.toBeInTheDocument()
    await userEvent.type(screen.getByLabelText(/^Name/), 'T')
    await userEvent.type(screen.getByLabelText('Latitude'), '95')
    await userEvent.click(screen.getByRole('button', { name: 'Create location' }))
    expect(await screen.findByText('Enter a latitude between -90 and 90.')).toBeInTheDocument()
    expect(screen.getByLabelText('Latitude')).toHaveValue('95')
    expect(onSubmit).not.toHaveBeenCalled()

    await userEvent.clear(screen.getByLabelText('Latitude'))
    await userEvent.click(screen.getByRole('button', { name: 'Create location' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Internet line and PPPoE' })).toHaveAttribute(
        'aria-expanded',
        'true'
      )
    )
    expect(await screen.findByLabelText('PPPoE username')).toHaveAttribute('aria-invalid', 'true')
  }, 15_000)
})
