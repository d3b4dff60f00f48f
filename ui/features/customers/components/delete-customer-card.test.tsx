import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { renderWithApp } from '@/test/render'
import { DeleteCustomerCard } from './delete-customer-card'

afterEach(() => vi.restoreAllMocks())

describe('DeleteCustomerCard', () => {
  it('deletes only after the customer name is typed exactly', async () => {
    const del = vi.spyOn(api, 'delete').mockResolvedValue(undefined)
    vi.spyOn(api, 'get').mockResolvedValue({
      data: [],
      meta: { total: 0, page: 1, perPage: 25, lastPage: 1 },
    })
    const onDeleted = vi.fn()
    renderWithApp(
      <DeleteCustomerCard
        customer={{ id: 2, name: 'Café De Markt' } as never}
        onDeleted={onDeleted}
      />
    )
    await userEvent.click(screen.getByRole('button', { name: 'Delete customer' }))
    const input = await screen.findByLabelText(/To confirm, type/)
    const confirm = screen.getByRole('button', { name: 'Delete' })
    await userEvent.type(input, 'cafe de markt')
    expect(confirm).toBeDisabled()
    await userEvent.clear(input)
    await userEvent.type(input, 'Café De Markt')
    await userEvent.click(confirm)
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce())
    expect(del).toHaveBeenCalledWith('/customers/2', undefined, { expect: [409] })
  })
})
