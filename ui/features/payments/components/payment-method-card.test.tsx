import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { renderWithApp } from '@/test/render'
import { seriousViolations } from '@/test/axe'
import { PaymentMethodCard } from './payment-method-card'
import { StripeAdminCard } from './stripe-admin-card'

const state = (changes: Record<string, unknown> = {}) => ({
  customer_id: 5,
  billing_configured: true,
  stripe_customer_id: 'cus_5',
  stripe_linked: true,
  synced_at: '2026-11-25T10:00:00.000Z',
  sync_error: null,
  vat: 'BE0123456749',
  vat_verification: 'pending',
  vat_verified_name: null,
  payment_method: null,
  payment_method_label: null,
  ...changes,
})

afterEach(() => vi.restoreAllMocks())

describe('payment method card', () => {
  it('shows a missing method and the VAT check, and sends the customer to the Checkout page', async () => {
    const assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign })
    const get = vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
      if (path === '/customers/5/stripe')
        return state({ sync_error: 'E_INVALID_EU_VAT', vat_verification: 'invalid' })
      if (path === '/payments/create_subscription_method')
        return {
          url: 'http://127.0.0.1:12111/c/pay/cs_test_1',
          expires_at: '2026-11-26T10:00:00.000Z',
        }
      throw new Error(`unexpected GET ${path}`)
    })
    renderWithApp(<PaymentMethodCard customerId={5} canPay />)
    const card = await screen.findByRole('region', { name: 'Payment method' })
    expect(await within(card).findByText('Not set up')).toBeInTheDocument()
    expect(within(card).getAllByText('Incorrect EU VAT number').length).toBeGreaterThan(0)
    await userEvent.click(within(card).getByRole('button', { name: 'Add payment method' }))
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://127.0.0.1:12111/c/pay/cs_test_1')
    )
    expect(get).toHaveBeenCalledWith('/payments/create_subscription_method', {
      params: { customer: 5 },
    })
    expect(await seriousViolations()).toEqual([])
  })

  it('back from Checkout: waits for the webhook to confirm the method, then says so', async () => {
    let calls = 0
    vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
      if (path === '/customers/5/stripe')
        return ++calls < 2
          ? state()
          : state({ payment_method: 2, payment_method_label: 'SEPA •••• 3000' })
      if (path === '/self') throw new Error('signed out')
      throw new Error(`unexpected GET ${path}`)
    })
    renderWithApp(<PaymentMethodCard customerId={5} canPay={false} />, {
      route: '/customer/info?payment_method=added',
      path: '/customer/info',
    })
    expect(await screen.findByText(/Stripe is confirming your payment method/)).toBeInTheDocument()
    expect(
      await screen.findByText(
        'Your payment method is set up. You can use the whole app now.',
        {},
        { timeout: 4000 }
      )
    ).toBeInTheDocument()
    expect(screen.getByText('SEPA •••• 3000')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /payment method/ })).not.toBeInTheDocument()
  })
})

describe('Stripe admin card', () => {
  it('mails the link and shows why linking an existing Stripe customer was refused', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(state())
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue({ email: 'billing@cafe.test', expires_at: '2026-11-26T10:00:00.000Z' })
    const { ApiError } = await import('@/lib/api/api-error')
    vi.spyOn(api, 'put').mockRejectedValue(
      new ApiError(422, {
        code: 'E_STRIPE_CUSTOMER_NOT_FOUND',
        message: 'x',
        errors: [{ field: 'stripe_customer_id', rule: 'exists', message: 'x' }],
      })
    )
    renderWithApp(<StripeAdminCard customerId={5} />)
    const card = await screen.findByRole('region', { name: 'Stripe' })
    expect(within(card).getByTestId('stripe-customer-id')).toHaveTextContent('cus_5')
    await userEvent.click(within(card).getByRole('button', { name: 'Send link by mail' }))
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/payments/create_subscription_method/mail', {
        customer: 5,
      })
    )
    await userEvent.type(
      within(card).getByLabelText(/Link an existing Stripe customer/),
      'cus_missing'
    )
    await userEvent.click(within(card).getByRole('button', { name: 'Link' }))
    expect(
      await within(card).findByText('The payment provider has no customer with this id.')
    ).toBeInTheDocument()
  })
})
