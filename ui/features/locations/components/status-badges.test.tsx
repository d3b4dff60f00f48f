import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { LOCATION_STATUSES, NETWORK_STATUSES } from '../api/types'
import { LocationBadges, NETWORK_COLORS, STATUS_COLORS } from './status-badges'

const wrap = (ui: React.ReactElement) => render(<MantineProvider env="test">{ui}</MantineProvider>)

describe('location badges', () => {
  it('show the lifecycle and the network state in words', () => {
    wrap(<LocationBadges status="ready_for_installation" network="warning" />)
    expect(screen.getByText('Ready for installation').closest('[data-status]')).toHaveAttribute(
      'data-status',
      'ready_for_installation'
    )
    expect(screen.getByText('Warning')).toBeInTheDocument()
  })

  it('hide the network state of an archived location and mark snoozed ones', () => {
    wrap(<LocationBadges status="archived" network="online" snoozed />)
    expect(screen.getByText('Archived')).toBeInTheDocument()
    expect(screen.queryByText('Online')).toBeNull()
    expect(screen.getByText('Snoozed')).toBeInTheDocument()
  })

  it('have a colour for every status: green online, orange warning, red offline', () => {
    for (const status of LOCATION_STATUSES) expect(STATUS_COLORS[status]).toBeTruthy()
    for (const status of NETWORK_STATUSES) expect(NETWORK_COLORS[status]).toBeTruthy()
    expect([NETWORK_COLORS.online, NETWORK_COLORS.warning, NETWORK_COLORS.offline]).toEqual([
      'green',
      'orange',
      'red',
    ])
    expect(STATUS_COLORS.live).not.toBe(STATUS_COLORS.standby)
  })

  it("say in the plan badge's tooltip what to do: the smallest plan that holds the devices (issue 32)", async () => {
    wrap(
      <LocationBadges
        status="live"
        network="online"
        planCheck={{
          plan_exceeded: true,
          devices: 4,
          plan_max_devices: 3,
          plan_upgrade: { plan: 2, name: 'Business', max_devices: 10 },
        }}
      />
    )
    const badge = screen.getByText('Too many devices for its plan')
    await userEvent.hover(badge)
    expect(
      await screen.findByText(
        'This location has 4 devices; its plan allows 3. Upgrade it to the Business plan (up to 10 devices).'
      )
    ).toBeInTheDocument()
  })

  it('say so when no plan is big enough', async () => {
    wrap(
      <LocationBadges
        status="live"
        network="online"
        planCheck={{ plan_exceeded: true, devices: 80, plan_max_devices: 60, plan_upgrade: null }}
      />
    )
    await userEvent.hover(screen.getByText('Too many devices for its plan'))
    expect(await screen.findByText(/even the largest plan is too small/)).toBeInTheDocument()
  })

  it("name the warning's cause in the network badge, in the vendor's words: a ZeroTier member waits for authorization (issue 32)", async () => {
    wrap(
      <LocationBadges
        status="live"
        network="warning"
        networkCheck={{ device_noun: 'member', network_warnings: [{ cause: 'pending', count: 1 }] }}
      />
    )
    const badge = screen.getByLabelText(
      'Warning: 1 member waits for authorization on the ZeroTier network.'
    )
    await userEvent.hover(badge)
    expect(
      await screen.findByText('1 member waits for authorization on the ZeroTier network.')
    ).toBeInTheDocument()
  })

  it('count devices for the other vendors and name an unreachable controller', async () => {
    wrap(
      <LocationBadges
        status="live"
        network="offline"
        networkCheck={{
          device_noun: 'device',
          network_warnings: [
            { cause: 'controller_unreachable', count: 0 },
            { cause: 'offline', count: 2 },
          ],
        }}
      />
    )
    await userEvent.hover(screen.getByText('Offline'))
    expect(
      await screen.findByText(
        'The controller cannot be reached: the figures are those of the last sync. 2 devices are offline.'
      )
    ).toBeInTheDocument()
  })
})
