import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18next } from '@/lib/i18n/i18n'
import nl from '@/locales/nl/index'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import type { Financials } from '../api/financials'
import FinancialsPage from './financials-page'

// jsdom has no layout, so Recharts draws nothing: the charts become stand-ins that keep their props.
const charts = vi.hoisted(() => [] as Array<Record<string, any>>)
vi.mock('@mantine/charts', () => ({
  AreaChart: (props: Record<string, any>) => {
    charts.push(props)
    return <div role="img" aria-label={props.areaChartProps.title} />
  },
  BarChart: (props: Record<string, any>) => {
    charts.push(props)
    return <div role="img" aria-label={props.barChartProps.title} />
  },
}))

const revenue = {
  currency: 'eur',
  year: 2026,
  year_to_date: 123_456_789,
  current_month: 1_234_550,
  per_day: 44_091,
  last_month: 987_600,
  target: 200_000_000,
  to_complete: 76_543_211,
  progress: 61.7,
}
const trend = Array.from({ length: 12 }, (_, index) => ({
  month: `${index < 2 ? 2025 : 2026}-${String(((index + 10) % 12) + 1).padStart(2, '0')}`,
  mrr: 100_000 + index * 1_000,
  new_mrr: 1_000,
  churned_mrr: index === 11 ? 2_500 : 0,
}))
const financials = (overrides: Partial<Financials> = {}): Financials => ({
  generated_at: '2026-11-28T10:00:00.000Z',
  revenue: { data: revenue, error: null },
  mrr: { data: { currency: 'eur', mrr: 111_000, trend }, error: null },
  ...overrides,
})

const figure = (name: string) => document.querySelector(`[data-figure="${name}"]`) as HTMLElement

describe('financials page', () => {
  afterEach(async () => {
    charts.length = 0
    await i18next.changeLanguage('en')
  })

  it('shows revenue against the target and MRR in euro with a decimal comma (Dutch)', async () => {
    for (const [namespace, resources] of Object.entries(nl))
      i18next.addResourceBundle('nl', namespace, resources, true, true)
    await i18next.changeLanguage('nl')
    fakeRest({ 'GET /admin/financials': () => jsonResponse(200, financials()) })
    renderWithApp(<FinancialsPage />)

    expect(await screen.findByRole('heading', { name: 'Financiën' })).toBeInTheDocument()
    expect(figure('year_to_date')).toHaveTextContent('Dit jaar tot nu 2026')
    expect(figure('year_to_date')).toHaveTextContent('€ 1.234.567,89')
    expect(figure('to_complete')).toHaveTextContent('€ 765.432,11')
    expect(figure('current_month')).toHaveTextContent('€ 12.345,50')
    expect(figure('per_day')).toHaveTextContent('€ 440,91')
    expect(figure('last_month')).toHaveTextContent('€ 9.876,00')
    expect(figure('target')).toHaveTextContent('€ 2.000.000,00')
    expect(figure('mrr')).toHaveTextContent('€ 1.110,00')
    expect(screen.getByText('61,7 % van het doel bereikt')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Voortgang naar het doel' })).toHaveAttribute(
      'aria-valuenow',
      '61.7'
    )
    const trendChart = charts.find(
      (chart) => chart.areaChartProps?.title === 'MRR over de laatste 12 maanden'
    )!
    expect(trendChart.data).toHaveLength(12)
    expect(trendChart.data[11].mrr).toBe(1110)
    expect(trendChart.valueFormatter(1110)).toMatch(/^€\s1\.110,00$/)
    const movements = charts.find(
      (chart) => chart.barChartProps?.title === 'Nieuwe en verloren MRR per maand'
    )!
    expect(movements.data[11]).toMatchObject({ new_mrr: 10, churned_mrr: 25 })
  })

  it('a card whose query failed shows its own error; the other card still shows', async () => {
    fakeRest({
      'GET /admin/financials': () =>
        jsonResponse(
          200,
          financials({
            revenue: { data: null, error: { code: 'E_CARD_FAILED', message: 'x' } },
          })
        ),
    })
    renderWithApp(<FinancialsPage />)
    const revenueCard = await screen.findByRole('region', { name: 'Revenue' })
    expect(within(revenueCard).getByRole('alert')).toHaveTextContent(
      'This card could not be loaded'
    )
    expect(figure('mrr')).toHaveTextContent('€ 1.110,00')
  })

  it('saves the yearly target in cents, and shows a refused field', async () => {
    const rest = fakeRest({
      'GET /admin/financials': () => jsonResponse(200, financials()),
      'PUT /admin/financials/target': ({ body }) =>
        (body as { amount: number }).amount > 0
          ? jsonResponse(200, body)
          : jsonResponse(422, {
              code: 'E_VALIDATION_ERROR',
              message: 'invalid',
              errors: [{ field: 'amount', rule: 'range', message: 'The amount is out of range' }],
            }),
    })
    renderWithApp(<FinancialsPage />)
    const form = await screen.findByRole('form', { name: 'Yearly target' })
    const amount = within(form).getByLabelText('Target (revenue before VAT)')
    await userEvent.clear(amount)
    await userEvent.type(amount, '2500000,50')
    await userEvent.click(within(form).getByRole('button', { name: 'Save target' }))
    await vi.waitFor(() =>
      expect(rest.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        year: 2026,
        amount: 250_000_050,
      })
    )

    await userEvent.clear(amount)
    await userEvent.type(amount, '0')
    await userEvent.click(within(form).getByRole('button', { name: 'Save target' }))
    await vi.waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'))
    expect(within(form).queryByRole('alert')).toBeNull()
  })
})
