import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LOCATION_STATUSES, NETWORK_STATUSES } from '../api/types'
import { LocationBadges, NETWORK_COLORS, STATUS_COLORS } from './status-badges'

const wrap = (ui: React.ReactElement) => render(<MantineProvider env="test">{ui}</MantineProvider>)

describe('location badges', () => {
  it('show the lifecycle and the network state in words', () => {
    wrap(<LocationBadges status="ready_for_installation" network="warning" />)
    expect(screen.getByText('Ready for installation').closest('[data-status]')).toHaveAttribute('data-status', 'ready_for_installation')
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
    expect([NETWORK_COLORS.online, NETWORK_COLORS.warning, NETWORK_COLORS.offline]).toEqual(['green', 'orange', 'red'])
    expect(STATUS_COLORS.live).not.toBe(STATUS_COLORS.standby)
  })
})
