import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import IntegrationsOverviewPage from './integrations-overview'

const meta = (total: number) => ({ total, page: 1, perPage: 25, lastPage: 1 })
const overview = {
  integrations: [
    {
      id: 'mailchimp',
      name: 'Mailchimp',
      scope: 'portal',
      capabilities: ['syncGuest'],
      connections: 2,
      needsCredentials: 1,
      failing: 0,
    },
  ],
  connections: {
    data: [
      {
        id: 7,
        pluginId: 'mailchimp',
        pluginName: 'Mailchimp',
        state: 'needs_credentials',
        account: 'Bar',
        options: {},
        settings: {},
        secretsSet: ['apiKey'],
        lastError: 'Mailchimp refused the API key',
        lastErrorAt: '2026-11-25T10:00:00.000Z',
        lastSuccessAt: null,
        createdAt: '2026-11-25T09:00:00.000Z',
        deliveries: { pending: 3, failed: 0, rejected: 0, delivered: 12 },
        location: { id: 3, name: 'Demo Bar' },
        customer: { id: 2, name: 'Demo BV' },
      },
    ],
    meta: meta(1),
  },
}

describe("the partner's integrations overview", () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows which integrations exist, where they are connected and what needs attention, with the activity', async () => {
    const { calls } = fakeRest({
      'GET /integrations': () => jsonResponse(200, overview),
      'GET /integrations/activity': () =>
        jsonResponse(200, {
          data: [
            {
              id: 4,
              action: 'sync',
              event: 'guest.signed_in',
              ok: false,
              message: 'Mailchimp refused the API key',
              durationMs: 30,
              createdAt: '2026-11-25T10:00:00.000Z',
              connectionId: 7,
              pluginId: 'mailchimp',
              location: { id: 3, name: 'Demo Bar' },
            },
          ],
          meta: meta(1),
        }),
    })
    renderWithApp(<IntegrationsOverviewPage />)
    expect(await screen.findByText('Connected at 2 venues')).toBeInTheDocument()
    expect(screen.getByText('1 needs a new key')).toBeInTheDocument()
    const row = await screen.findByRole('row', { name: /Demo BV/ })
    expect(within(row).getByText('Needs a new key')).toBeInTheDocument()
    expect(within(row).getByRole('link', { name: 'Demo Bar' })).toHaveAttribute(
      'href',
      '/locations/portal?location=3'
    )
    expect(within(row).getByText(/12 delivered · 3 waiting/)).toBeInTheDocument()
    expect(await screen.findByRole('row', { name: /Demo Bar · mailchimp/ })).toHaveTextContent(
      'Guest sent'
    )

    await userEvent.click(screen.getByRole('switch', { name: 'Needing attention only' }))
    await vi.waitFor(() =>
      expect(
        calls.some((call) => call.path === '/integrations' && call.query.get('problems') === 'true')
      ).toBe(true)
    )
  })
})
