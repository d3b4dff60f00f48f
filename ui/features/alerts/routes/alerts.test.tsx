import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '@/lib/session/session-store'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import type { AlertRuleView, AlertView } from '../api/types'
import AlertsPage from './alerts'

const page = <T,>(data: T[]) => ({
  data,
  meta: { total: data.length, page: 1, perPage: 25, lastPage: 1 },
})
const carla = { id: 7, email: 'carla@example.be', name: 'Carla Claes' }
const rule: AlertRuleView = {
  id: 1,
  name: 'AP down',
  trigger: 'device_offline',
  threshold: null,
  forMinutes: 10,
  scopeType: 'customer',
  scopeId: 3,
  scopeName: 'Café De Markt',
  recipients: [carla],
  sendWebhook: true,
  onlyOpeningHours: false,
  renotifyMinutes: null,
  enabled: true,
  canUpdate: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
}
const alert: AlertView = {
  id: 9,
  ruleId: 1,
  ruleName: 'AP down',
  trigger: 'device_offline',
  locationId: 5,
  locationName: 'De Markt – main bar',
  subject: 'device:ap-1',
  subjectName: 'AP Terrace',
  state: 'open',
  details: { mac: '02:00:00:00:00:01' },
  startedAt: '2026-11-25T09:00:00.000Z',
  triggeredAt: '2026-11-25T09:10:00.000Z',
  resolvedAt: null,
  notifications: 1,
}

describe('the alerts screen', () => {
  beforeEach(() => sessionStore.reset())
  afterEach(() => vi.unstubAllGlobals())

  it('lists the rules and the alert log, and adds a rule whose threshold the server asks for', async () => {
    let posts = 0
    const { calls } = fakeRest({
      'GET /alerts/rules': () => jsonResponse(200, page([rule])),
      'GET /alerts': () => jsonResponse(200, page([alert])),
      'GET /alerts/recipients': () => jsonResponse(200, page([carla])),
      'GET /customers': () => jsonResponse(200, page([{ id: 3, name: 'Café De Markt' }])),
      'GET /locations': () => jsonResponse(200, page([{ id: 5, name: 'De Markt – main bar' }])),
      'POST /alerts/rules': ({ body }) =>
        ++posts === 1
          ? jsonResponse(422, {
              code: 'E_VALIDATION_ERROR',
              message: 'Invalid',
              errors: [
                {
                  field: 'threshold',
                  rule: 'required',
                  message: 'The threshold field is required',
                },
              ],
            })
          : jsonResponse(201, { ...rule, id: 2, ...(body as object), recipients: [carla] }),
    })
    renderWithApp(<AlertsPage />, { route: '/alerts' })

    const rules = await screen.findByRole('table', { name: 'Alert rules' })
    const row = within(rules).getByText('AP down').closest('tr')!
    expect(within(row).getByText('Device offline · for 10 minutes')).toBeInTheDocument()
    expect(within(row).getByText('Company: Café De Markt')).toBeInTheDocument()
    expect(within(row).getByText('mail to 1 person · webhook events')).toBeInTheDocument()
    const log = await screen.findByRole('table', { name: 'Alert log' })
    const entry = within(log).getByText('AP Terrace').closest('tr')!
    expect(within(entry).getByText('Open')).toBeInTheDocument()
    expect(within(entry).getByText('De Markt – main bar')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Add rule' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add alert rule' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Busy bar')
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Alert when' }),
      'clients_above'
    )
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /webhook events/ }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument()

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Number of clients/ }), '40')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const saved = calls
      .filter((call) => call.method === 'POST' && call.path === '/alerts/rules')
      .at(-1)!
    expect(saved.body).toMatchObject({
      name: 'Busy bar',
      trigger: 'clients_above',
      threshold: 40,
      sendWebhook: true,
      scopeType: 'location',
    })
  }, 20_000)
})
