import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { changeLanguage } from '@/lib/i18n/i18n'
import { renderWithApp } from '@/test/render'
import type { NetworkOverview } from '../api/views'
import { NetworkCounts } from './network-counts'

const counts: NetworkOverview['counts'] = {
  devices: 5,
  devicesOnline: 5,
  gateways: 1,
  switches: 1,
  aps: 3,
  others: 0,
  notOnline: { offline: 0, pending: 0, rebooting: 0, upgrading: 0, unknown: 0 },
  clients: 8,
  wiredClients: 1,
  wirelessClients: 7,
  guestClients: 1,
}

describe('network counts', () => {
  it('uses the singular for one and the plural for more, in English and in Dutch', async () => {
    renderWithApp(<NetworkCounts counts={counts} />)
    expect(await screen.findByText('1 gateway · 1 switch · 3 access points')).toBeInTheDocument()
    expect(screen.getByText('1 wired · 7 wireless · 1 guest')).toBeInTheDocument()

    await changeLanguage('nl')
    expect(await screen.findByText('1 gateway · 1 switch · 3 toegangspunten')).toBeInTheDocument()
    expect(screen.getByText('1 bekabeld · 7 draadloos · 1 gast')).toBeInTheDocument()
    expect(screen.getByText('Verbonden apparaten')).toBeInTheDocument()
  })
})
