import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { emptyOpeningHours } from '@/components/opening-hours/opening-hours'
import { api } from '@/lib/api/api-client'
import { sessionStore } from '@/lib/session/session-store'
import { renderWithApp } from '@/test/render'
import AdminCustomerPage from './admin-customer'

const emptyPage = { data: [], meta: { total: 0, page: 1, perPage: 25, lastPage: 1 } }
const customer = {
  id: 2,
  name: 'Café De Markt',
  type: 1,
  country: 'BE',
  language: 'nl',
  city: 'Hasselt',
  default_plan: 2,
  logo_url: null,
  group: null,
  group_id: null,
  permissions: ['customer_read', 'customer_update', 'location_update'],
}

afterEach(() => {
  vi.restoreAllMocks()
  sessionStore.reset()
})

describe('admin area: one customer', () => {
  it('creates a location for this customer, chosen in advance, and opens it', async () => {
    vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
      if (path === '/customers/2') return customer
      if (path === '/customers')
        return { data: [{ id: 2, name: 'Café De Markt' }], meta: emptyPage.meta }
      if (path === '/customers/2/openinghours') return emptyOpeningHours()
      return emptyPage
    })
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue({ id: 31, customer_id: 2, name: 'Terrace' })
    const { router } = renderWithApp(<AdminCustomerPage />, {
      route: '/admin/customers/2',
      path: '/admin/customers/:id',
      routes: [{ path: '/locations/info', element: <p>location page</p> }],
    })
    await screen.findByRole('heading', { level: 1, name: 'Café De Markt' })

    await userEvent.click(screen.getByRole('button', { name: 'Create location' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create location' })
    await waitFor(() =>
      expect(within(dialog).getByPlaceholderText('Search a customer')).toHaveValue('Café De Markt')
    )
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Terrace')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create location' }))

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/locations',
        expect.objectContaining({ name: 'Terrace', customer_id: 2 }),
        expect.anything()
      )
    )
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/locations/info?location=31'
      )
    )
    expect(await screen.findByText('location page')).toBeInTheDocument()
  }, 15_000)
})
