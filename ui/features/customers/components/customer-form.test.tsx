import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { ApiError } from '@/lib/api/api-error'
import { renderWithApp } from '@/test/render'
import { createCustomer } from '../api/save-customer'
import { CustomerForm } from './customer-form'

afterEach(() => vi.restoreAllMocks())

describe('CustomerForm', () => {
  it('shows the field errors of a 422 on their fields', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError(422, {
        code: 'E_VALIDATION_ERROR',
        errors: [
          {
            field: 'zipcode',
            rule: 'postal_code',
            message: 'Enter a valid postal code for the chosen country',
          },
          {
            field: 'vat',
            rule: 'vat',
            message:
              'Incorrect EU VAT number: the country code, then the number (for example BE0123456749)',
          },
        ],
      })
    )
    renderWithApp(
      <CustomerForm submitLabel="Create customer" onSubmit={(input) => createCustomer(input)} />
    )
    await userEvent.type(screen.getByLabelText(/^Name/), 'Brasserie Het Anker')
    await userEvent.type(screen.getByLabelText('VAT number'), 'BE0123456748')
    await userEvent.type(screen.getByLabelText('Postal code'), '35000')
    await userEvent.click(screen.getByRole('button', { name: 'Create customer' }))

    await waitFor(() =>
      expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription(
        'Enter a valid postal code for the chosen country'
      )
    )
    expect(screen.getByLabelText('VAT number')).toHaveAccessibleDescription(
      'Incorrect EU VAT number: the country code, then the number (for example BE0123456749)'
    )
    expect(api.post).toHaveBeenCalledWith(
      '/customers',
      expect.objectContaining({
        name: 'Brasserie Het Anker',
        vat: 'BE0123456748',
        zipcode: '35000',
        type: 1,
        country: 'BE',
        language: 'nl',
      }),
      expect.objectContaining({ expect: [422] })
    )
  })

  it('clears a legal form that the newly chosen country does not have, and lets an admin set the payment method', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined)
    renderWithApp(<CustomerForm admin submitLabel="Create customer" onSubmit={onSubmit} />)
    await userEvent.type(screen.getByLabelText(/^Name/), 'Brasserie Het Anker')
    await userEvent.selectOptions(screen.getByLabelText('Legal form'), 'bv')
    await userEvent.selectOptions(screen.getByLabelText(/^Country/), 'NL')
    expect(screen.getByLabelText('Legal form')).toHaveValue('')
    expect(
      screen.getByText(/cannot use the dashboard until a payment method is chosen/)
    ).toBeInTheDocument()
    await userEvent.selectOptions(screen.getByLabelText('Payment method'), '0')
    expect(
      screen.queryByText(/cannot use the dashboard until a payment method is chosen/)
    ).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Create customer' }))

    await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ country: 'NL', payment_method: 0 })
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('legal_entity')
  })

  it('translates a duplicate VAT number by its code', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError(422, {
        code: 'E_DUPLICATE_VAT',
        errors: [{ field: 'vat', rule: 'unique', message: 'server text' }],
      })
    )
    renderWithApp(
      <CustomerForm submitLabel="Create customer" onSubmit={(input) => createCustomer(input)} />
    )
    await userEvent.type(screen.getByLabelText(/^Name/), 'Copycat')
    await userEvent.click(screen.getByRole('button', { name: 'Create customer' }))
    await waitFor(() =>
      expect(screen.getByLabelText('VAT number')).toHaveAccessibleDescription(
        'This VAT number is already in use.'
      )
    )
  })

  it('needs a name before calling the server; offers the legal forms of the chosen country', async () => {
    const onSubmit = vi.fn()
    renderWithApp(<CustomerForm submitLabel="Create customer" onSubmit={onSubmit} />)
    await userEvent.click(screen.getByRole('button', { name: 'Create customer' }))
    expect(await screen.findByText('This field is required.')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()

    const legalForm = screen.getByLabelText('Legal form')
    expect(legalForm).toContainHTML('VZW')
    await userEvent.selectOptions(screen.getByLabelText(/^Country/), 'NL')
    expect(screen.getByLabelText('Legal form')).toContainHTML('VVE')
    expect(screen.getByLabelText('Legal form')).not.toContainHTML('VZW')
  })

  it('sends only the changed fields of an existing customer', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined)
    const customer = {
      id: 3,
      name: 'Café De Markt',
      type: 1,
      country: 'BE',
      language: 'nl',
      city: 'Hasselt',
      default_plan: 1,
    } as never
    renderWithApp(<CustomerForm customer={customer} submitLabel="Save" onSubmit={onSubmit} />)
    const city = screen.getByLabelText('City')
    await userEvent.clear(city)
    await userEvent.type(city, 'Genk')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ city: 'Genk' }))
  })
})
