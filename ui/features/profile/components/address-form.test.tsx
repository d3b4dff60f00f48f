import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { ApiError } from '@/lib/api/api-error'
import { renderWithApp } from '@/test/render'
import type { Me } from '../api/get-me'
import { AddressForm } from './address-form'

const me: Me = {
  id: 3,
  email: 'jo@example.com',
  firstname: 'Jo',
  name: 'Peeters',
  phone: null,
  address: null,
  zipcode: null,
  city: null,
  country: null,
  lang: 'en',
  is_admin: false,
  is_partner: false,
  two_fa: false,
  created_at: '2026-01-01T00:00:00.000Z',
}

afterEach(() => vi.restoreAllMocks())

describe('profile address', () => {
  it('saves the address, shows the server refusing a postal code at its field, and clears fields as null', async () => {
    const put = vi
      .spyOn(api, 'put')
      .mockRejectedValueOnce(
        new ApiError(422, {
          code: 'E_VALIDATION_ERROR',
          errors: [{ field: 'zipcode', rule: 'postal_code', message: 'server text' }],
        })
      )
      .mockResolvedValue({ ...me, lang: 'en' })
    renderWithApp(<AddressForm me={me} />)

    await userEvent.type(screen.getByLabelText('Street and number'), 'Kerkstraat 12')
    await userEvent.type(screen.getByLabelText('Postal code'), '10115')
    await userEvent.type(screen.getByLabelText('City'), 'Gent')
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'BE')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(put).toHaveBeenLastCalledWith(
      '/self',
      { address: 'Kerkstraat 12', zipcode: '10115', city: 'Gent', country: 'BE' },
      { expect: [422] }
    )
    expect(await screen.findByText('server text')).toBeInTheDocument()

    await userEvent.clear(screen.getByLabelText('Postal code'))
    await userEvent.type(screen.getByLabelText('Postal code'), '9000')
    await userEvent.clear(screen.getByLabelText('City'))
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(put).toHaveBeenLastCalledWith(
        '/self',
        { address: 'Kerkstraat 12', zipcode: '9000', city: null, country: 'BE' },
        { expect: [422] }
      )
    )
  })

  it('shows a saved address with the country by name', async () => {
    renderWithApp(
      <AddressForm
        me={{ ...me, address: 'Rue Neuve 1', zipcode: '1000', city: 'Bruxelles', country: 'BE' }}
      />
    )
    expect(screen.getByLabelText('Street and number')).toHaveValue('Rue Neuve 1')
    expect(screen.getByLabelText('Country')).toHaveValue('BE')
    expect(screen.getByRole('option', { name: 'Belgium' })).toBeInTheDocument()
  })
})
