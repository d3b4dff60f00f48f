import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { changeLanguage } from '@/lib/i18n/i18n'
import { renderWithApp } from '@/test/render'
import type { VenuesData } from '../api/types'
import { VenuesCard } from './venues-card'

type VenueItem = VenuesData['items'][number]

const venue = (id: number, name: string, extra: Partial<VenueItem>): VenueItem => ({
  locationId: id,
  locationName: name,
  status: 'live',
  health: 'online',
  since: new Date(Date.now() - 3_600_000).toISOString(),
  clientsNow: 4,
  guestsToday: 2,
  statusPageUrl: `https://status.example/status/${id}`,
  deviceNoun: 'device',
  networkWarnings: [],
  ...extra,
})

const figuresOf = (name: string) =>
  within(screen.getByRole('link', { name }).closest('li')!).getByText(/·/)

describe('venues card', () => {
  it('counts one client and guest in the singular and more in the plural, in English and in Dutch', async () => {
    const data: VenuesData = {
      counts: { online: 2 },
      total: 2,
      items: [
        venue(1, 'Venue 1', { since: null, clientsNow: 1, guestsToday: 1 }),
        venue(2, 'Venue 2', { since: null, clientsNow: 2, guestsToday: 3 }),
      ],
    }
    renderWithApp(<VenuesCard data={data} />)
    await screen.findByRole('link', { name: 'Venue 1' })
    expect(figuresOf('Venue 1')).toHaveTextContent('1 client now · 1 guest today')
    expect(figuresOf('Venue 2')).toHaveTextContent('2 clients now · 3 guests today')

    await changeLanguage('nl')
    expect(await screen.findByText('1 verbonden apparaat nu · 1 gast vandaag')).toBeInTheDocument()
    expect(figuresOf('Venue 2')).toHaveTextContent('2 verbonden apparaten nu · 3 gasten vandaag')
  })

  it('names why a venue is in warning under its name, as the venues list does (issue 32)', () => {
    const data: VenuesData = {
      counts: { warning: 2, online: 1 },
      total: 3,
      items: [
        venue(1, 'Kiosk', {
          health: 'warning',
          deviceNoun: 'member',
          networkWarnings: [{ cause: 'pending', count: 1 }],
        }),
        venue(2, 'Terrace', {
          health: 'warning',
          networkWarnings: [
            { cause: 'controller_unreachable', count: 0 },
            { cause: 'offline', count: 1 },
          ],
        }),
        venue(3, 'Main hall', {}),
      ],
    }
    renderWithApp(<VenuesCard data={data} />)
    const kiosk = screen.getByRole('link', { name: 'Kiosk' }).closest('li')!
    expect(kiosk.querySelector('[data-network-causes-text]')).toHaveTextContent(
      '1 member waits for authorization on the ZeroTier network.'
    )
    const terrace = screen.getByRole('link', { name: 'Terrace' }).closest('li')!
    expect(terrace.querySelector('[data-network-causes-text]')).toHaveTextContent(
      'The controller cannot be reached: the figures are those of the last sync. 1 device is offline.'
    )
    const hall = screen.getByRole('link', { name: 'Main hall' }).closest('li')!
    expect(hall.querySelector('[data-network-causes-text]')).toBeNull()
  })
})
