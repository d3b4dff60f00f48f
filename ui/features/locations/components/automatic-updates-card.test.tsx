import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import type { Location } from '../api/types'
import { AutomaticUpdatesCard } from './automatic-updates-card'

const venue = {
  id: 5,
  customer_id: 2,
  name: 'De Markt',
  plan: 3,
  automatic_updates: false,
  automatic_updates_included: true,
} as unknown as Location

describe('automatic firmware updates switch', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('switches nightly updates on for a plan that includes them', async () => {
    const { calls } = fakeRest({
      'PUT /locations/5': () => jsonResponse(200, { ...venue, automatic_updates: true }),
    })
    renderWithApp(<AutomaticUpdatesCard location={venue} canWrite isAdmin={false} />)
    const toggle = screen.getByRole('switch', { name: 'Automatic firmware updates (nightly)' })
    expect(toggle).toBeEnabled()
    expect(screen.queryByRole('link', { name: 'Upgrade your plan' })).not.toBeInTheDocument()
    await userEvent.click(toggle)
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ automatic_updates: true })
    )
  })

  it('is locked below the plan, with a note and a link to the upgrade page; admins are not locked', () => {
    const small = { ...venue, plan: 2, automatic_updates_included: false }
    const first = renderWithApp(<AutomaticUpdatesCard location={small} canWrite isAdmin={false} />)
    expect(
      screen.getByRole('switch', { name: 'Automatic firmware updates (nightly)' })
    ).toBeDisabled()
    expect(screen.getByText(/Your plan does not include automatic updates/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/upgrade-plan'
    )
    first.unmount()

    renderWithApp(<AutomaticUpdatesCard location={small} canWrite isAdmin />)
    expect(
      screen.getByRole('switch', { name: 'Automatic firmware updates (nightly)' })
    ).toBeEnabled()
  })

  it('a choice kept from a bigger plan shows as inactive and can still be switched off', () => {
    renderWithApp(
      <AutomaticUpdatesCard
        location={{ ...venue, plan: 2, automatic_updates: true, automatic_updates_included: false }}
        canWrite
        isAdmin={false}
      />
    )
    const toggle = screen.getByRole('switch', { name: 'Automatic firmware updates (nightly)' })
    expect(toggle).toBeChecked()
    expect(toggle).toBeEnabled()
    expect(
      screen.getByText(/Inactive: your current plan does not include automatic updates/)
    ).toBeInTheDocument()
  })

  it('is read-only without the right to change the venue', () => {
    renderWithApp(<AutomaticUpdatesCard location={venue} canWrite={false} isAdmin={false} />)
    expect(
      screen.getByRole('switch', { name: 'Automatic firmware updates (nightly)' })
    ).toBeDisabled()
  })
})
