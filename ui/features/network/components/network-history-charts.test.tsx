import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import type { NetworkHistory, NetworkHistoryPoint } from '../api/get-network-history'
import { axisTicks } from './history-chart-axis'
import { NetworkHistorySection } from './network-history-section'

// jsdom has no layout, so Recharts draws nothing: the charts are replaced by a stand-in that keeps their props.
const charts = vi.hoisted(() => [] as Array<Record<string, any>>)
vi.mock('@mantine/charts', () => ({
  AreaChart: (props: Record<string, any>) => {
    charts.push(props)
    return <div role="img" aria-label={props.areaChartProps.title} />
  },
}))

const point = (
  at: Date,
  uptimePercent: number | null,
  clients: number | null = uptimePercent === null ? null : 12
): NetworkHistoryPoint => ({
  at: at.toISOString(),
  uptimePercent,
  clients,
  clientsMax: clients === null ? null : clients + 4,
  devicesOnline: clients === null ? null : 4,
  devicesTotal: clients === null ? null : 4,
})

function history(
  range: NetworkHistory['range'],
  points: NetworkHistoryPoint[],
  extra: Partial<NetworkHistory> = {}
): NetworkHistory {
  return {
    range,
    from: points[0]!.at,
    to: points.at(-1)!.at,
    bucketMinutes: 60,
    uptimePercent: 99.5,
    clientsAvg: 12.4,
    clientsPeak: 31,
    points,
    ...extra,
  }
}

const hours = (count: number, values: Array<number | null>) =>
  Array.from({ length: count }, (_, index) =>
    point(new Date(2026, 2, 9, 22 + index), index < values.length ? values[index]! : 100)
  )

describe('network history charts', () => {
  beforeEach(() => void charts.splice(0))
  afterEach(() => vi.unstubAllGlobals())

  it('shows 7 days first: the headline figures and both charts, the clients chart with average and peak', async () => {
    const rest = fakeRest({
      'GET /locations/2/network/history/series': () =>
        jsonResponse(200, history('7d', hours(4, [100, 100, 50, 100]))),
    })
    renderWithApp(<NetworkHistorySection locationId={2} />)
    const section = await screen.findByRole('region', { name: 'Network history' })
    await within(section).findByText('99.5%')
    expect(rest.calls[0]!.query.get('range')).toBe('7d')
    expect(within(section).getByText('12.4')).toBeInTheDocument()
    expect(within(section).getByText('31')).toBeInTheDocument()
    expect(within(section).getAllByText('over the last 7 days')).toHaveLength(3)
    expect(screen.getByRole('img', { name: 'Uptime per period' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Connected clients' })).toBeInTheDocument()
    const clients = charts.find((chart) => chart.areaChartProps.title === 'Connected clients')!
    expect(
      clients.series.map(
        (series: { name: string; label: string }) => `${series.name}:${series.label}`
      )
    ).toEqual(['clients:Average', 'clientsMax:Peak'])
    expect(clients.areaChartProps.desc).toBe('Clients: on average 12.4, at most 31.')
    // The tooltip is rendered before anything is hovered, without a label: that must not break the page.
    expect(clients.tooltipProps.labelFormatter(undefined, [])).toBeNull()
    expect(clients.tooltipProps.labelFormatter('2026-03-10T12:00:00.000Z', [])).toMatch(/2026/)
    expect(screen.queryByText(/have no samples/)).not.toBeInTheDocument()
  })

  it('leaves buckets without samples blank instead of drawing them as zero, and says how many there are', async () => {
    fakeRest({
      'GET /locations/2/network/history/series': () =>
        jsonResponse(200, history('7d', hours(5, [100, null, null, 0, 100]))),
    })
    renderWithApp(<NetworkHistorySection locationId={2} />)
    await screen.findByText('2 periods of 5 have no samples: the charts leave them blank.')
    const uptime = charts
      .filter((chart) => chart.areaChartProps.title === 'Uptime per period')
      .at(-1)!
    expect(uptime.connectNulls).toBe(false)
    expect(uptime.data.map((p: NetworkHistoryPoint) => p.uptimePercent)).toEqual([
      100,
      null,
      null,
      0,
      100,
    ])
    expect(uptime.yAxisProps.domain).toEqual([0, 100])
    const clients = charts
      .filter((chart) => chart.areaChartProps.title === 'Connected clients')
      .at(-1)!
    expect(clients.connectNulls).toBe(false)
    expect(clients.data.map((p: NetworkHistoryPoint) => p.clients)).toEqual([
      12,
      null,
      null,
      12,
      12,
    ])
  })

  it('says when there is no history yet, and asks for another range when one is picked', async () => {
    const rest = fakeRest({
      'GET /locations/2/network/history/series': (call) =>
        jsonResponse(
          200,
          history(
            call.query.get('range') as NetworkHistory['range'],
            hours(3, [null, null, null]),
            { uptimePercent: null, clientsAvg: null, clientsPeak: null }
          )
        ),
    })
    renderWithApp(<NetworkHistorySection locationId={2} />)
    await screen.findByText('No history yet: it appears after the first syncs.')
    expect(charts).toEqual([])
    await userEvent.click(screen.getByRole('radio', { name: '24 h' }))
    await vi.waitFor(() =>
      expect(rest.calls.map((call) => call.query.get('range'))).toEqual(['7d', '24h'])
    )
  })

  it('shows a translated error when the history cannot be read', async () => {
    fakeRest({
      'GET /locations/2/network/history/series': () =>
        jsonResponse(404, { code: 'E_NOT_FOUND', message: 'not found' }),
    })
    renderWithApp(<NetworkHistorySection locationId={2} />)
    expect(await screen.findByRole('alert')).toBeInTheDocument()
  })

  it('puts ticks on every third hour over a day and on each new day over a week, in local time', () => {
    const quarter = Array.from({ length: 16 }, (_, index) =>
      point(new Date(2026, 2, 10, 8, index * 15), 100)
    )
    expect(axisTicks(quarter, '24h')).toEqual([new Date(2026, 2, 10, 9).toISOString()])
    const week = Array.from({ length: 50 }, (_, index) =>
      point(new Date(2026, 2, 9, 12 + index), 100)
    )
    expect(axisTicks(week, '7d')).toEqual([
      new Date(2026, 2, 10).toISOString(),
      new Date(2026, 2, 11).toISOString(),
    ])
  })
})
