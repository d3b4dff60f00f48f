import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import type { IntegrationConnection, PortalIntegration } from '../api/integrations'
import { PortalIntegrationsSection } from './integrations-section'

const plugin: PortalIntegration['plugin'] = {
  id: 'mailchimp',
  name: 'Mailchimp',
  scope: 'portal',
  capabilities: ['syncGuest', 'forgetGuest', 'listAudiences'],
  settingsSchema: {
    type: 'object',
    properties: { apiKey: { type: 'string', writeOnly: true, maxLength: 100 } },
    required: ['apiKey'],
  },
  optionsSchema: {
    type: 'object',
    properties: {
      audienceId: { type: 'string' },
      tags: { type: 'array', items: { type: 'string' } },
      doubleOptIn: { type: 'boolean' },
    },
  },
}
const connection: IntegrationConnection = {
  id: 7,
  pluginId: 'mailchimp',
  state: 'active',
  account: 'Bar Marketing',
  options: { tags: ['wifi-guest'] },
  settings: {},
  secretsSet: ['apiKey'],
  lastError: null,
  lastErrorAt: null,
  lastSuccessAt: '2026-11-25T10:00:00.000Z',
  createdAt: '2026-11-25T09:00:00.000Z',
  deliveries: { pending: 1, failed: 2, rejected: 0, delivered: 40 },
}
const list = (item: IntegrationConnection | null) => ({ data: [{ plugin, connection: item }] })
const empty = { data: [], meta: { total: 0, page: 1, perPage: 10, lastPage: 1 } }

describe("the portal tab's integrations", () => {
  afterEach(() => vi.unstubAllGlobals())

  it(
    'connects with a key: a refused key says "check and retry" on the form, a good one is sent to be tested',
    { timeout: 15_000 },
    async () => {
      let accepted = false
      const { calls } = fakeRest({
        'GET /portal/3/integrations': () => jsonResponse(200, list(accepted ? connection : null)),
        'PUT /portal/3/integrations/mailchimp': (call) => {
          if ((call.body as any).settings.apiKey.startsWith('bad'))
            return jsonResponse(422, { code: 'E_INTEGRATION_KEY_INVALID', message: 'x' })
          accepted = true
          return jsonResponse(200, connection)
        },
        'GET /portal/3/integrations/mailchimp/choices': () =>
          jsonResponse(200, { choices: { audienceId: [{ value: 'aud1', label: 'Guests' }] } }),
        'GET /portal/3/integrations/mailchimp/activity': () => jsonResponse(200, empty),
      })
      renderWithApp(<PortalIntegrationsSection locationId={3} canUpdate />)
      const form = await screen.findByRole('form', { name: 'Connect Mailchimp' })
      const key = within(form).getByLabelText(/API key/)
      await userEvent.type(key, 'bad-us21')
      await userEvent.click(within(form).getByRole('button', { name: 'Test and connect' }))
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'Mailing-list or loyalty API key invalid: check and retry.'
      )

      await userEvent.clear(key)
      await userEvent.type(key, '0123abcd-us21')
      await userEvent.click(within(form).getByRole('button', { name: 'Test and connect' }))
      await vi.waitFor(() =>
        expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
          settings: { apiKey: '0123abcd-us21' },
        })
      )
      expect(await screen.findByText('Active')).toBeInTheDocument()
      expect(screen.getByText('Account: Bar Marketing')).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Retry 2 failed deliveries' })).toBeInTheDocument()
    }
  )

  it(
    'picks the audience from the account, saves the options, and shows the activity log',
    { timeout: 15_000 },
    async () => {
      const { calls } = fakeRest({
        'GET /portal/3/integrations': () => jsonResponse(200, list(connection)),
        'GET /portal/3/integrations/mailchimp/choices': () =>
          jsonResponse(200, {
            choices: {
              audienceId: [
                { value: 'aud1', label: 'Guests' },
                { value: 'aud2', label: 'Newsletter' },
              ],
            },
          }),
        'GET /portal/3/integrations/mailchimp/activity': () =>
          jsonResponse(200, {
            ...empty,
            data: [
              {
                id: 1,
                action: 'sync',
                event: 'guest.signed_in',
                ok: false,
                message: 'Mailchimp is unavailable',
                durationMs: 12,
                createdAt: '2026-11-25T10:00:00.000Z',
              },
            ],
            meta: { ...empty.meta, total: 1 },
          }),
        'PATCH /portal/3/integrations/mailchimp': () =>
          jsonResponse(200, { ...connection, options: { audienceId: 'aud2' } }),
      })
      renderWithApp(<PortalIntegrationsSection locationId={3} canUpdate />)
      const options = await screen.findByRole('form', { name: 'Options' })
      const audience = await vi.waitFor(() =>
        within(options)
          .getAllByLabelText(/Audience/)
          .find((element) => element.tagName === 'INPUT')!
      )
      await userEvent.click(audience)
      await userEvent.click(await screen.findByRole('option', { name: 'Newsletter' }))
      await userEvent.click(within(options).getByRole('button', { name: 'Save options' }))
      await vi.waitFor(() =>
        expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
          options: { tags: ['wifi-guest'], audienceId: 'aud2' },
        })
      )
      expect(
        await screen.findByRole('row', { name: /Mailchimp is unavailable/ })
      ).toHaveTextContent('Guest sent')
    }
  )

  it('a connection whose key was refused shows why and offers the key form', async () => {
    fakeRest({
      'GET /portal/3/integrations': () =>
        jsonResponse(
          200,
          list({
            ...connection,
            state: 'needs_credentials',
            lastError: 'Mailchimp refused the API key',
          })
        ),
      'GET /portal/3/integrations/mailchimp/activity': () => jsonResponse(200, empty),
    })
    renderWithApp(<PortalIntegrationsSection locationId={3} canUpdate />)
    expect(await screen.findByText('The key no longer works')).toBeInTheDocument()
    expect(screen.getByText('Needs a new key')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Test and save the key' })).toBeInTheDocument()
  })
})
