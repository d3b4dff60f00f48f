import { MantineProvider } from '@mantine/core'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { SWRConfig } from 'swr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '@/test/render'
import { definedParams as locationQuery } from '@/lib/api/http'
import type { LocationFilters } from '../api/types'
import { LocationFiltersBar } from './location-filters'

function Harness({
  onChange,
  showCustomer,
}: {
  onChange: (value: LocationFilters) => void
  showCustomer?: boolean
}) {
  const [value, setValue] = useState<LocationFilters>({ page: 3 })
  return (
    <MantineProvider env="test">
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <LocationFiltersBar
          value={value}
          showCustomer={showCustomer}
          onChange={(next) => {
            setValue(next)
            onChange(next)
          }}
        />
      </SWRConfig>
    </MantineProvider>
  )
}

describe('LocationFiltersBar', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sets each filter and goes back to page 1', () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'markt' } })
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, search: 'markt' })
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'standby' } })
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'hotel' } })
    fireEvent.change(screen.getByLabelText('Network state'), { target: { value: 'offline' } })
    expect(onChange).toHaveBeenLastCalledWith({
      page: 1,
      search: 'markt',
      status: 'standby',
      type: 'hotel',
      systemStatus: 'offline',
    })
    expect(screen.queryByLabelText('Customer')).toBeNull()
  })

  it('lists every status and network state with its label', () => {
    render(<Harness onChange={() => {}} />)
    expect(screen.getByRole('option', { name: 'Ready for configuration' })).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'No devices' })).toBeInTheDocument()
  })

  it('admins also filter by customer, chosen by name', async () => {
    const fetchMock = vi.fn(async (_input: unknown) =>
      jsonResponse(200, {
        data: [{ id: 42, name: 'Hotel Zonneveld' }],
        meta: { total: 1, page: 1, perPage: 20, lastPage: 1 },
      })
    )
    vi.stubGlobal('fetch', fetchMock)
    const onChange = vi.fn()
    render(<Harness onChange={onChange} showCustomer />)
    await userEvent.click(screen.getByPlaceholderText('Search a customer'))
    await userEvent.click(await screen.findByRole('option', { name: 'Hotel Zonneveld' }))
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ page: 1, customer: 42 }))
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/rest/customers')
  })

  it('sends only the filters that are set', () => {
    expect(
      locationQuery({
        search: '',
        status: 'live',
        type: '',
        customer: '',
        systemStatus: undefined,
        page: 2,
      })
    ).toEqual({ status: 'live', page: 2 })
  })
})
