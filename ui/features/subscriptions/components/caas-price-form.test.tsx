import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '@/test/render'
import { CaasPriceForm } from './caas-price-form'

afterEach(() => vi.unstubAllGlobals())

describe('CaasPriceForm', () => {
  it('sends the combination with the price in cents and says whether Stripe already had it', async () => {
    const bodies: unknown[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        if (!String(input).includes('/payments/prices')) return jsonResponse(200, {})
        bodies.push(JSON.parse(String(init?.body)))
        const price = {
          id: 'price_1',
          unit_amount: 12_345,
          currency: 'eur',
          interval: 'month',
          lookup_key: 'airdeck_caas_p1_fiber_failover_monthly_eur',
          nickname: null,
          type: 'recurring',
        }
        return jsonResponse(200, {
          created: bodies.length === 1,
          lookup_key: price.lookup_key,
          product_id: 'prod_1',
          price,
        })
      })
    )
    renderWithApp(<CaasPriceForm />)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Failover' }))
    await userEvent.type(screen.getByRole('textbox', { name: /Price per month/ }), '123,45')
    await userEvent.click(screen.getByRole('button', { name: 'Create price' }))
    expect(await screen.findByText('Price created')).toBeInTheDocument()
    expect(screen.getByText('€ 123,45 / month · price_1')).toBeInTheDocument()
    expect(bodies[0]).toEqual({
      plan: 1,
      connection_type: 'fiber',
      has_failover: true,
      has_peplink: false,
      internet_pending: false,
      price: 12_345,
    })
    await userEvent.click(screen.getByRole('button', { name: 'Create price' }))
    expect(await screen.findByText('This price already existed and is reused')).toBeInTheDocument()
  }, 30_000)
})
