import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import type { AdminCloud } from '../api/admin-cloud'
import AdminCloudPage from './admin-cloud-page'

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

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
const hours = Array.from({ length: 24 }, (_, index) => ({
  starts_at: new Date(Date.UTC(2026, 10, 28, index)).toISOString(),
  syncs: 60,
  failed_syncs: index === 23 ? 4 : 0,
  max_sync_lag_seconds: index === 23 ? 1_800 : 60,
  job_failures: index === 5 ? 3 : 0,
  sign_ins: 10,
  failed_sign_ins: index === 5 ? 2 : 0,
}))

function answer(overrides: Partial<AdminCloud> = {}): AdminCloud {
  return {
    generated_at: new Date().toISOString(),
    controllers: {
      data: {
        vendors: [
          {
            vendor: 'unifi',
            total: 12,
            failing: 1,
            max_lag_seconds: 3 * 3600 + 5 * 60,
            median_lag_seconds: 50,
            failing_controllers: [
              {
                id: 4,
                alias: 'Café De Markt',
                status: 'unavailable',
                last_error: 'connect ETIMEDOUT',
                last_sync_at: minutesAgo(1),
                last_good_sync_at: minutesAgo(185),
              },
            ],
          },
        ],
      },
      error: null,
    },
    jobs: {
      data: {
        kinds: [
          {
            job: 'mail.send',
            queue: 'mail',
            waiting: 4,
            running: 1,
            failed_24h: 2,
            oldest_waiting_at: minutesAgo(12),
          },
        ],
      },
      error: null,
    },
    deliveries: {
      data: {
        channels: [
          {
            channel: 'webhooks',
            backlog: 3,
            oldest_due_at: minutesAgo(2),
            failed_24h: 1,
            settled_24h: 8,
            failure_rate: 12.5,
          },
          {
            channel: 'integrations',
            backlog: 0,
            oldest_due_at: null,
            failed_24h: 0,
            settled_24h: 0,
            failure_rate: null,
          },
          {
            channel: 'mail',
            backlog: 1,
            oldest_due_at: minutesAgo(1),
            failed_24h: 1,
            settled_24h: 3,
            failure_rate: 33.3,
          },
        ],
      },
      error: null,
    },
    database: {
      data: {
        database_bytes: 1.5 * 1024 ** 3,
        largest_tables: [
          { name: 'network_history_points', bytes: 800 * 1024 ** 2, estimated_rows: 1_200_000 },
        ],
      },
      error: null,
    },
    process: {
      data: {
        pid: 42,
        node_version: 'v24.21.0',
        uptime_seconds: 2 * 86_400 + 3 * 3600,
        rss_bytes: 300 * 1024 ** 2,
        heap_used_bytes: 120 * 1024 ** 2,
        heap_total_bytes: 200 * 1024 ** 2,
        system_memory_bytes: 8 * 1024 ** 3,
        system_free_memory_bytes: 2 * 1024 ** 3,
      },
      error: null,
    },
    trends: { data: { hours }, error: null },
    ...overrides,
  }
}

describe('admin operations page', () => {
  afterEach(() => {
    charts.length = 0
  })

  it('shows controllers with sync lag and the failing ones, queues, backlogs, database and process', async () => {
    fakeRest({ 'GET /admin/cloud': () => jsonResponse(200, answer()) })
    renderWithApp(<AdminCloudPage />)

    const perVendor = await screen.findByRole('table', { name: 'Controllers per vendor' })
    const unifi = within(perVendor).getByRole('row', { name: /unifi/ })
    expect(unifi).toHaveTextContent('12')
    expect(unifi).toHaveTextContent('3h 5m')
    const failing = screen.getByRole('table', { name: 'Failing controllers' })
    const markt = within(failing).getByRole('row', { name: /Café De Markt/ })
    expect(markt).toHaveTextContent('Unreachable')
    expect(markt).toHaveTextContent('3h 5m ago')
    expect(markt).toHaveTextContent('connect ETIMEDOUT')
    expect(within(markt).getByRole('link', { name: 'Café De Markt' })).toHaveAttribute(
      'href',
      '/admin/controllers'
    )

    const jobs = within(screen.getByRole('table', { name: 'Job queues' })).getByRole('row', {
      name: /mail\.send/,
    })
    expect(jobs).toHaveTextContent(/4\s*1\s*2\s*12m/)

    const deliveries = screen.getByRole('table', { name: 'Outgoing deliveries and mail' })
    expect(within(deliveries).getByRole('row', { name: /Webhooks/ })).toHaveTextContent('1 of 8')
    expect(within(deliveries).getByRole('row', { name: /Webhooks/ })).toHaveTextContent('12.5%')
    expect(within(deliveries).getByRole('row', { name: /Mail outbox/ })).toHaveTextContent('33.3%')

    expect(screen.getByRole('region', { name: 'Database' })).toHaveTextContent('1.5 GB')
    expect(screen.getByRole('row', { name: /network_history_points/ })).toHaveTextContent('800 MB')
    expect(screen.getByRole('region', { name: 'Process' })).toHaveTextContent('2d 3h')

    const lag = charts.find((chart) => chart.areaChartProps?.title?.startsWith('Sync lag'))!
    expect(lag.data).toHaveLength(24)
    expect(lag.data[23].syncLagMinutes).toBe(30)
    expect(lag.areaChartProps.desc).toBe('Per hour, in minutes; 1440 syncs in 24 hours, 4 failed')
    const failures = charts.find((chart) => chart.barChartProps?.title === 'Failed jobs')!
    expect(failures.barChartProps.desc).toBe('3 failed jobs in 24 hours')
    const signIns = charts.find((chart) => chart.areaChartProps?.title === 'Guest sign-ins')!
    expect(signIns.areaChartProps.desc).toBe('240 sign-ins in 24 hours, 2 failed')
  })

  it('a failing card says so on its own; the rest of the page stays', async () => {
    fakeRest({
      'GET /admin/cloud': () =>
        jsonResponse(
          200,
          answer({ database: { data: null, error: { code: 'E_CARD_FAILED', message: 'x' } } })
        ),
    })
    renderWithApp(<AdminCloudPage />)
    const database = await screen.findByRole('region', { name: 'Database' })
    expect(within(database).getByRole('alert')).toHaveTextContent('This card could not be loaded')
    expect(screen.getByRole('table', { name: 'Job queues' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Process' })).toHaveTextContent('2d 3h')
  })
})
