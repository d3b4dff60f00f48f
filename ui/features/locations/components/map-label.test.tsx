import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '@/test/render'
import { pinsOf, type MapAnswer } from '../api/location-map'
import { MapLabel } from './map-label'

/** The server's answer for an area: a ZeroTier venue with a member waiting, a UniFi one with a device down, one fine. */
const answer: MapAnswer = {
  clustered: false,
  total: 3,
  unplaced: 0,
  bounds: [3, 50, 6, 51.5],
  states: { warning: 2, online: 1 },
  clusters: [],
  pins: [
    {
      id: 1,
      name: 'Kiosk',
      lat: 51,
      lng: 4,
      state: 'warning',
      device_noun: 'member',
      network_warnings: [{ cause: 'pending', count: 1 }],
    },
    {
      id: 2,
      name: 'Terrace',
      lat: 50.5,
      lng: 5,
      state: 'warning',
      device_noun: 'device',
      network_warnings: [{ cause: 'offline', count: 2 }],
    },
    { id: 3, name: 'Main hall', lat: 50.8, lng: 4.4, state: 'online' },
  ],
}
const size = { width: 800, height: 500 }

describe('the map label names why a venue is in warning (issue 32)', () => {
  it('under the state of the pin pointed at, in the vendor’s words', () => {
    const [kiosk] = pinsOf(answer)
    renderWithApp(
      <MapLabel
        mark={{ kind: 'pin', key: 'p1', x: 200, y: 200, item: kiosk! }}
        id="l"
        size={size}
      />
    )
    const label = screen.getByTestId('map-label')
    expect(label).toHaveTextContent('KioskWarning')
    expect(label.querySelector('[data-network-causes-text]')).toHaveTextContent(
      '1 member waits for authorization on the ZeroTier network.'
    )
  })

  it('under each venue of a cluster that is not online, nothing under the online one', () => {
    const pins = pinsOf(answer)
    renderWithApp(
      <MapLabel
        mark={{ kind: 'cluster', key: 'c1', x: 200, y: 200, items: pins }}
        id="l"
        size={size}
      />
    )
    const causes = [
      ...screen.getByTestId('map-label').querySelectorAll('[data-network-causes-text]'),
    ]
    expect(causes.map((element) => element.textContent)).toEqual([
      '1 member waits for authorization on the ZeroTier network.',
      '2 devices are offline.',
    ])
  })
})
