import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { renderWithApp } from '@/test/render'
import { CustomersTable } from './customers-table'

afterEach(() => vi.restoreAllMocks())

const page = (
  names: string[],
  meta = { total: names.length, page: 1, perPage: 25, lastPage: 1 }
) => ({
  data: names.map((name, index) => ({
    id: index + 1,
    name,
    alias: null,
    vat: `BE0${index}`,
    city: 'Hasselt',
    type: index % 2 ? 2 : 1,
    group: { id: 9, name: 'Horeca Limburg' },
    locations_count: 2,
  })),
  meta,
})

describe('CustomersTable', () => {
  it('lists the customers with their group, type and count, and opens one on click', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(page(['Café De Markt', 'Hotel Zonneveld']))
    const onOpen = vi.fn()
    renderWithApp(<CustomersTable onOpen={onOpen} />)
    expect(await screen.findByText('Café De Markt')).toBeInTheDocument()
    expect(screen.getByText('Hotel Zonneveld')).toBeInTheDocument()
    expect(screen.getAllByText('Horeca Limburg')).toHaveLength(2)
    expect(screen.getByText('B2C')).toBeInTheDocument()
    expect(screen.getByText('2 customers')).toBeInTheDocument()
    await userEvent.click(screen.getByText('Hotel Zonneveld'))
    expect(onOpen).toHaveBeenCalledWith(2)
  })

  it('searches on the server and says when nothing matches', async () => {
    const get = vi
      .spyOn(api, 'get')
      .mockImplementation(async (_path, options) =>
        options?.params?.q ? page([]) : page(['Café De Markt'])
      )
    renderWithApp(<CustomersTable onOpen={vi.fn()} />)
    await screen.findByText('Café De Markt')
    await userEvent.type(screen.getByLabelText('Search'), 'nothing')
    expect(await screen.findByText('No customers found.')).toBeInTheDocument()
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/customers', { params: { q: 'nothing', page: 1 } })
    )
  })
})
