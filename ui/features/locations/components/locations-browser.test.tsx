import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { renderWithApp } from '@/test/render'
import { LocationsBrowser } from './locations-browser'
import { filtersFromParams, paramsFromFilters } from './use-filters-in-url'

const page = (lastPage = 1) => ({
  data: [
    {
      id: 7,
      name: 'De Markt – main bar',
      city: 'Hasselt',
      type: 'horeca',
      status: 'archived',
      network_status: 'offline',
      snoozed: false,
      customer: { id: 2, name: 'Café De Markt' },
    },
  ],
  meta: { total: 1, page: 1, perPage: 25, lastPage },
})

afterEach(() => vi.restoreAllMocks())

describe('locations list filters in the URL', () => {
  it('reads the filters of a link, ignoring values that do not exist', () => {
    const params = new URLSearchParams(
      'status=archived&type=hotel&network=offline&customer=4&search=markt&page=3'
    )
    expect(filtersFromParams(params)).toEqual({
      status: 'archived',
      type: 'hotel',
      systemStatus: 'offline',
      customer: 4,
      search: 'markt',
      page: 3,
    })
    expect(
      filtersFromParams(new URLSearchParams('status=lost&type=boat&customer=-1&page=zero'))
    ).toEqual({ page: 1 })
  })

  it('writes set filters back, leaving page 1, empty ones and other parameters out of the way', () => {
    const next = paramsFromFilters(
      { status: 'live', type: '', customer: '', page: 1, search: 'x' },
      new URLSearchParams('view=map&type=hotel&page=4')
    )
    expect(next.toString()).toBe('view=map&search=x&status=live')
  })

  it('/admin/locations?status=archived lists archived locations, and a changed filter lands in the URL', async () => {
    const get = vi
      .spyOn(api, 'get')
      .mockImplementation(async (path: string) => (path === '/customers' ? { data: [] } : page()))
    const { router } = renderWithApp(<LocationsBrowser admin />, {
      route: '/admin/locations?status=archived&network=offline&page=2',
    })
    expect(await screen.findByText('De Markt – main bar')).toBeInTheDocument()
    expect(get).toHaveBeenCalledWith('/locations', {
      params: { status: 'archived', systemStatus: 'offline', page: 2 },
    })
    expect(screen.getByLabelText('Status')).toHaveValue('archived')
    expect(screen.getByLabelText('Network state')).toHaveValue('offline')

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'hotel' } })
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('type')).toBe('hotel')
    )
    const search = new URLSearchParams(router.state.location.search)
    expect(search.get('status')).toBe('archived')
    expect(search.has('page')).toBe(false)
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/locations', {
        params: { status: 'archived', systemStatus: 'offline', type: 'hotel', page: 1 },
      })
    )
  })

  it('typed search text reaches the URL whole, and navigating back restores the earlier filters', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(page())
    const { router } = renderWithApp(<LocationsBrowser />, { route: '/locations?status=live' })
    await screen.findByText('De Markt – main bar')
    await userEvent.type(screen.getByLabelText('Search'), 'markt')
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('search')).toBe('markt')
    )
    expect(screen.getByLabelText('Search')).toHaveValue('markt')

    await router.navigate('/locations?type=office')
    await waitFor(() => expect(screen.getByLabelText('Type')).toHaveValue('office'))
    expect(screen.getByLabelText('Search')).toHaveValue('')
    expect(screen.getByLabelText('Status')).toHaveValue('')
  })
})

describe('locations list network causes (issue 32)', () => {
  it('names why a venue is in warning under its badge and in the badge’s label, in the vendor’s words', async () => {
    const row = (id: number, name: string, extra: object) => ({
      id,
      name,
      city: 'Hasselt',
      type: 'horeca',
      status: 'live',
      snoozed: false,
      customer: { id: 2, name: 'Café De Markt' },
      ...extra,
    })
    vi.spyOn(api, 'get').mockImplementation(async (path: string) =>
      path === '/customers'
        ? { data: [] }
        : {
            data: [
              row(1, 'Terrace', {
                network_status: 'warning',
                device_noun: 'device',
                network_warnings: [{ cause: 'offline', count: 1 }],
              }),
              row(2, 'Kiosk', {
                network_status: 'warning',
                device_noun: 'member',
                network_warnings: [{ cause: 'pending', count: 1 }],
              }),
              row(3, 'Main hall', {
                network_status: 'online',
                device_noun: 'device',
                network_warnings: [],
              }),
            ],
            meta: { total: 3, page: 1, perPage: 25, lastPage: 1 },
          }
    )
    renderWithApp(<LocationsBrowser admin />, { route: '/admin/locations' })
    const terrace = (await screen.findByText('Terrace')).closest('tr')!
    expect(terrace).toHaveTextContent('1 device is offline.')
    expect(terrace.querySelector('[data-network-causes]')).toHaveAttribute(
      'aria-label',
      'Warning: 1 device is offline.'
    )
    const kiosk = screen.getByText('Kiosk').closest('tr')!
    expect(kiosk).toHaveTextContent('1 member waits for authorization on the ZeroTier network.')
    const lobby = screen.getByText('Main hall').closest('tr')!
    expect(lobby.querySelector('[data-network-causes-text]')).toBeNull()
  })
})
