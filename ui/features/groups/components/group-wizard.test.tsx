import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { ApiError } from '@/lib/api/api-error'
import { renderWithApp } from '@/test/render'
import { GroupWizard } from './group-wizard'

afterEach(() => vi.restoreAllMocks())

describe('GroupWizard', () => {
  it('asks the name, then the customers, and creates the group with them', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({
      data: [
        { id: 7, name: 'Café De Markt', city: 'Hasselt', country: 'BE', type: 1, group: null },
      ],
      meta: { total: 1, page: 1, perPage: 50, lastPage: 1 },
    })
    const post = vi.spyOn(api, 'post').mockResolvedValue({ id: 12, name: 'Horeca Limburg' })
    const onCreated = vi.fn()
    renderWithApp(<GroupWizard onCreated={onCreated} />)

    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('This field is required.')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText(/^Name/), 'Horeca Limburg')
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))

    await userEvent.click(screen.getByPlaceholderText('Search customers'))
    await userEvent.click(await screen.findByRole('option', { name: 'Café De Markt' }))
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }))
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(12))
    expect(post).toHaveBeenCalledWith(
      '/groups',
      { name: 'Horeca Limburg', customerIds: [7] },
      expect.objectContaining({ expect: [422] })
    )
  })

  it('goes back to the info step when the server refuses the name', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({
      data: [],
      meta: { total: 0, page: 1, perPage: 50, lastPage: 1 },
    })
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError(422, {
        code: 'E_VALIDATION_ERROR',
        errors: [
          {
            field: 'name',
            rule: 'maxLength',
            message: 'The name field may have at most 160 characters',
          },
        ],
      })
    )
    renderWithApp(<GroupWizard onCreated={vi.fn()} />)
    await userEvent.type(screen.getByLabelText(/^Name/), 'x')
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }))
    expect(await screen.findByLabelText(/^Name/)).toHaveAccessibleDescription('This is too long.')
  })
})
