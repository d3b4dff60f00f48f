import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import type { PortalInsights as Insights } from './portal-insights'

// jsdom has no layout, so Recharts draws nothing: the chart is replaced by a stand-in that keeps its props. Test files
// share their worker's modules (vitest.config.ts), so the component is imported afresh here, under the mock.
const charts = vi.hoisted(() => [] as Array<Record<string, any>>)
vi.mock('@mantine/charts', () => ({
  BarChart: (props: Record<string, any>) => {
    charts.push(props)
    return <div role="img" aria-label={props.barChartProps.title} />
  },
}))

const insights = {
  range: '30d',
  from: '2026-11-01',
  to: '2026-11-03',
  time_zone: 'Europe/Brussels',
  totals: {
    sign_ins: 3,
    guests: 2,
    new_guests: 2,
    returning_guests: 1,
    opted_in: 1,
    opt_in_rate: 0.5,
  },
  days: [
    { date: '2026-11-01', sign_ins: 1, new: 1, returning: 0 },
    { date: '2026-11-02', sign_ins: 0, new: 0, returning: 0 },
    { date: '2026-11-03', sign_ins: 2, new: 1, returning: 1 },
  ],
  devices: [],
}

describe('portal insights', () => {
  beforeEach(() => void charts.splice(0))
  afterEach(() => vi.unstubAllGlobals())

  it('counts guests per day on an axis of whole numbers (no 0.5 guest)', async () => {
    fakeRest({ 'GET /portal/4/insights': () => jsonResponse(200, insights) })
    const fresh: string = './portal-insights.tsx?under-mock'
    const { PortalInsights } = (await import(/* @vite-ignore */ fresh)) as {
      PortalInsights: typeof Insights
    }
    renderWithApp(<PortalInsights locationId={4} />)
    expect(await screen.findByRole('img', { name: 'Sign-ins per day' })).toBeInTheDocument()
    expect(charts.at(-1)!.yAxisProps).toMatchObject({ allowDecimals: false })
  })
})
