import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import SalesCalculatePage from './sales-calculate'

const TARIFFS = {
  currency: 'EUR',
  plans: [
    { plan: 1, maxDevices: 3, monthlyCents: 2900, support: 'business_hours' },
    { plan: 2, maxDevices: 10, monthlyCents: 5900, support: 'business_hours' },
  ],
  installCategories: [
    { category: 'diy', feeCents: 0 },
    { category: 'standard', feeCents: 29900 },
  ],
  extraConnectionMonthlyCents: 1500,
  fixedIpMonthlyCents: 1000,
  financingMonths: 36,
}

const quote = (body: Record<string, unknown>) => ({
  id: 4,
  visitId: null,
  createdBy: { id: 9, name: 'Hanne' },
  suggestedPlan: 2,
  currency: 'EUR',
  maxOneOffCents: null,
  peplinkLicence: false,
  fixedIp: false,
  ...body,
  mrrCents: 27900,
  oneOffCents: 472200,
  createdAt: '2026-11-25T10:00:00Z',
  updatedAt: '2026-11-25T10:00:00Z',
  breakdown: {
    hardware: 'bought',
    financedCents: 0,
    financingMonths: 36,
    lines: [
      {
        key: 'edge',
        productId: 3,
        name: 'Balance 20X',
        quantity: 3,
        oneOffCents: 179700,
        monthlyCents: 0,
      },
      {
        key: 'plan',
        productId: null,
        name: null,
        quantity: 3,
        oneOffCents: 0,
        monthlyCents: 17700,
      },
    ],
  },
})

describe('the configuration calculator', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('suggests the plan for the devices, sends the inputs in cents and shows MRR, one-off and every line', async () => {
    const { calls } = fakeRest({
      'GET /sales/configs/tariffs': () => jsonResponse(200, TARIFFS),
      'GET /sales/configs': () =>
        jsonResponse(200, { data: [], meta: { total: 0, page: 1, perPage: 10, lastPage: 1 } }),
      'POST /sales/configs': ({ body }) =>
        (body as { plan: number }).plan < 2
          ? jsonResponse(422, {
              code: 'E_PLAN_TOO_SMALL',
              message: 'x',
              errors: [{ field: 'plan', rule: 'plan_too_small', message: 'x' }],
            })
          : jsonResponse(201, quote(body as Record<string, unknown>)),
    })
    renderWithApp(<SalesCalculatePage />)

    await userEvent.type(
      await screen.findByRole('textbox', { name: /Quote for/ }),
      'Brasserie group'
    )
    const devices = screen.getByRole('textbox', { name: /Access points per venue/ })
    await userEvent.clear(devices)
    await userEvent.type(devices, '4')
    expect(screen.getByText('Suggested: plan 2 or higher')).toBeInTheDocument()
    expect(screen.getByRole('option', { name: /Plan 1:/ })).toBeDisabled()

    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }))
    expect(
      await screen.findByText(
        'This plan does not suit the number of devices. Choose the suggested plan or higher.'
      )
    ).toBeInTheDocument()

    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Service plan/ }), '2')
    const maxOneOff = screen.getByRole('textbox', { name: /Maximum one-off amount/ })
    await userEvent.type(maxOneOff, '1000.5')
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }))
    expect(await screen.findByTestId('quote-mrr')).toHaveTextContent('€ 279,00')
    expect(screen.getByTestId('quote-one-off')).toHaveTextContent('€ 4.722,00')
    expect(screen.getByText('Gateway or router: Balance 20X')).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'POST').at(-1)!.body).toMatchObject({
      title: 'Brasserie group',
      devices: 4,
      plan: 2,
      venues: 1,
      connections: 1,
      maxOneOffCents: 100050,
    })
  }, 30_000)
})
