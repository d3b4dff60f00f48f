import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '@/test/render'
import { LocationTabs } from './location-tabs'

describe('LocationTabs', () => {
  it('links every /locations screen for the same venue and marks the one on screen', () => {
    renderWithApp(<LocationTabs locationId={7} />, { route: '/locations/history?location=7' })
    const links = within(screen.getByRole('navigation', { name: 'Location tabs' })).getAllByRole(
      'link'
    )
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Location dashboard', '/locations/dashboard?location=7'],
      ['Topology', '/locations/topology?location=7'],
      ['Tenants', '/locations/tenants?location=7'],
      ['Clients', '/locations/clients?location=7'],
      ['Systems', '/locations/systems?location=7'],
      ['Guest portal', '/locations/portal?location=7'],
      ['History', '/locations/history?location=7'],
      ['Alerts', '/locations/alerts?location=7'],
      ['Info', '/locations/info?location=7'],
      ['Hardware', '/locations/hardware?location=7'],
      ['Configuration', '/locations/configuration?location=7'],
      ['Billing', '/locations/billing?location=7'],
      ['Installation report', '/locations/installation?location=7'],
      ['Report', '/locations/report?location=7'],
      ['Status page', '/locations/7/status'],
    ])
    expect(
      links
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent)
    ).toEqual(['History'])
  })

  it('without a venue chosen yet the tabs still lead to each screen', () => {
    renderWithApp(<LocationTabs locationId={null} />, { route: '/locations/info' })
    expect(screen.getByRole('link', { name: 'Info' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Topology' })).toHaveAttribute(
      'href',
      '/locations/topology'
    )
  })
})
