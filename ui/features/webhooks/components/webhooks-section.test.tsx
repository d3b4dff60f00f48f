import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointList } from '../api/webhooks'
import { WebhooksSection } from './webhooks-section'

const endpoint: WebhookEndpoint = {
  id: 7,
  scope: 'portal',
  url: 'https://crm.example.com/hooks',
  description: 'CRM',
  eventTypes: ['guest.signed_in'],
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  failingSince: null,
  createdAt: '2026-05-02T10:00:00.000Z',
}
const list = (data: WebhookEndpoint[]): WebhookEndpointList => ({
  data,
  eventTypes: [
    { type: 'guest.signed_in', description: 'A guest signed in' },
    { type: 'guest.opted_in', description: 'A guest opted in' },
    { type: 'guest.future_event', description: 'Something new from the registry' },
  ],
})
const failed: WebhookDelivery = {
  id: 31,
  messageId: 'msg_abc',
  eventType: 'guest.signed_in',
  status: 'failed',
  attempts: 2,
  nextAttemptAt: null,
  lastAttemptAt: '2026-05-02T10:05:00.000Z',
  lastStatusCode: 500,
  lastError: null,
  createdAt: '2026-05-02T10:00:00.000Z',
  payload: { type: 'guest.signed_in' },
  redacted: false,
  log: [
    {
      attempt: 1,
      attemptedAt: '2026-05-02T10:00:00.000Z',
      durationMs: 41,
      statusCode: null,
      error: 'timeout',
      responseBody: null,
      nextAttemptAt: '2026-05-02T10:00:05.000Z',
    },
    {
      attempt: 2,
      attemptedAt: '2026-05-02T10:05:00.000Z',
      durationMs: 12,
      statusCode: 500,
      error: null,
      responseBody: 'database down',
      nextAttemptAt: null,
    },
  ],
}

describe('webhooks on the portal tab', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('adds an endpoint with its events and shows the secret once; events new to the registry are offered too', async () => {
    const { calls } = fakeRest({
      'GET /portal/3/webhooks': () => jsonResponse(200, list([])),
      'POST /portal/3/webhooks': () =>
        jsonResponse(201, {
          ...endpoint,
          secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LXNlYw==',
        }),
    })
    renderWithApp(<WebhooksSection scope="portal" locationId={3} canUpdate />)
    expect(await screen.findByText('No endpoints yet.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }))
    const form = await screen.findByRole('form', { name: 'Add a webhook endpoint' })
    const url = within(form).getByRole('textbox', { name: /Endpoint URL/ })
    await userEvent.clear(url)
    await userEvent.click(url)
    await userEvent.paste('http://crm.example.com/hooks')
    await userEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }))
    expect(
      await within(form).findByText('Enter a URL that starts with https://')
    ).toBeInTheDocument()
    expect(await within(form).findByText('Choose at least one event')).toBeInTheDocument()
    expect(
      within(form).getByRole('checkbox', { name: /Something new from the registry/ })
    ).toBeInTheDocument()

    await userEvent.clear(url)
    await userEvent.click(url)
    await userEvent.paste('https://crm.example.com/hooks')
    await userEvent.click(within(form).getByRole('checkbox', { name: /Guest signed in/ }))
    await userEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }))
    const post = await vi.waitFor(() => calls.find((call) => call.method === 'POST')!)
    expect(post.body).toEqual({
      url: 'https://crm.example.com/hooks',
      description: null,
      eventTypes: ['guest.signed_in'],
    })
    const secret = await screen.findByRole('dialog', { name: 'Signing secret' })
    expect(within(secret).getByText(/shown only once/)).toBeInTheDocument()
    expect(
      within(secret).getByText('whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LXNlYw==')
    ).toBeInTheDocument()
  }, 20_000)

  it('shows the delivery log with each attempt and resends a failed delivery; readers cannot change anything', async () => {
    const { calls } = fakeRest({
      'GET /portal/3/webhooks': () => jsonResponse(200, list([endpoint])),
      'GET /portal/3/webhooks/7/deliveries': () =>
        jsonResponse(200, {
          data: [failed],
          meta: { total: 1, page: 1, perPage: 20, lastPage: 1 },
        }),
      'POST /portal/3/webhooks/7/deliveries/31/resend': () =>
        jsonResponse(202, { ...failed, status: 'pending' }),
    })
    const { unmount } = renderWithApp(<WebhooksSection scope="portal" locationId={3} canUpdate />)
    const row = await screen.findByRole('row', { name: /crm\.example\.com/ })
    expect(row).toHaveTextContent('Active')
    await userEvent.click(within(row).getByRole('button', { name: 'Delivery log' }))
    const log = await screen.findByRole('dialog', { name: /Deliveries to/ })
    const delivery = await within(log).findByRole('row', { name: /Guest signed in/ })
    expect(delivery).toHaveTextContent('Failed')
    expect(delivery).toHaveTextContent('HTTP 500')
    await userEvent.click(within(delivery).getByRole('button', { name: 'Attempts' }))
    expect(within(log).getByText(/No answer in time/)).toBeInTheDocument()
    expect(within(log).getByText('database down')).toBeInTheDocument()
    await userEvent.click(within(delivery).getByRole('button', { name: 'Resend' }))
    await vi.waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/31/resend'))).toBe(
        true
      )
    )
    unmount()

    renderWithApp(<WebhooksSection scope="portal" locationId={3} canUpdate={false} />)
    await screen.findByRole('row', { name: /crm\.example\.com/ })
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument()
  }, 20_000)
})
