import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { changeLanguage } from '@/lib/i18n/i18n'
import { renderWithApp } from '@/test/render'
import type { SyncSummary } from '@/features/network/api/views'
import { SyncSummaryView } from './sync-summary'

const summary = (count: number): SyncSummary => ({
  controllerId: 1,
  status: 'connected',
  sites: count,
  boundSites: count,
  unchangedSites: 0,
  devices: count,
  clients: count,
  failures: [],
  durationMs: 800,
  finishedAt: '2025-05-01T10:00:00.000Z',
})

describe('sync summary', () => {
  it('says "1 site" for one and "2 sites" for two', async () => {
    const { unmount } = renderWithApp(<SyncSummaryView summary={summary(1)} />)
    expect(await screen.findByRole('status')).toHaveTextContent(
      '1 site (1 linked), 1 device, 1 client in 0.8 s.'
    )
    unmount()
    renderWithApp(<SyncSummaryView summary={summary(2)} />)
    expect(await screen.findByRole('status')).toHaveTextContent(
      '2 sites (2 linked), 2 devices, 2 clients in 0.8 s.'
    )
  })

  it('makes "linked" agree with its number in French', async () => {
    await changeLanguage('fr')
    const { unmount } = renderWithApp(<SyncSummaryView summary={summary(1)} />)
    expect(await screen.findByRole('status')).toHaveTextContent(
      '1 site (1 lié), 1 appareil, 1 client en'
    )
    unmount()
    renderWithApp(<SyncSummaryView summary={summary(2)} />)
    expect(await screen.findByRole('status')).toHaveTextContent(
      '2 sites (2 liés), 2 appareils, 2 clients en'
    )
  })

  it('writes the seconds with the decimal mark of the language: "0,8 s" in French, "12,3 s" in German (English "0.8 s" above)', async () => {
    await changeLanguage('fr')
    const { unmount } = renderWithApp(<SyncSummaryView summary={summary(1)} />)
    expect(await screen.findByRole('status')).toHaveTextContent('1 client en 0,8 s.')
    unmount()
    await changeLanguage('de')
    renderWithApp(<SyncSummaryView summary={{ ...summary(1), durationMs: 12_340 }} />)
    expect(await screen.findByRole('status')).toHaveTextContent('1 Client in 12,3 s.')
  })
})
