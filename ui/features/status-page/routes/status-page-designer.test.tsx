import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest, type FakeCall } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import { seriousViolations } from '@/test/axe'
import type { StatusPageDesigner, StatusPageDraft } from '../api/status-page'
import StatusPageDesignerPage from './status-page-designer'

const draft: StatusPageDraft = {
  headlines: {},
  notice: {},
  hidden_device_group_ids: [],
  hidden_location_ids: [],
  buttons: [{ kind: 'call', value: '+32 11 22 33 44', label: {} }],
  show_logo: true,
}

const designer = (extra: Partial<StatusPageDesigner> = {}): StatusPageDesigner => ({
  type: 'location',
  id: 7,
  name: 'De Markt – main bar',
  public_id: 'abcdefghijklmnopqrstuv',
  public_url: 'http://localhost:3333/status/abcdefghijklmnopqrstuv',
  draft,
  published: null,
  published_at: null,
  published_by: null,
  unpublished_changes: false,
  device_groups: [
    { id: 1, name: 'Tills' },
    { id: 2, name: 'Terrace WiFi' },
  ],
  locations: [],
  logo_available: false,
  can_update: true,
  ...extra,
})

/** The preview answers with the headline it was asked to show, so a test can see the preview follow the form. */
const preview = ({ body, query }: FakeCall) => {
  const sent = body as StatusPageDraft
  const lang = query.get('lang') as 'en'
  return jsonResponse(200, {
    html: `<p>${lang}: ${sent.headlines[lang]?.all_running ?? 'Everything is running'}</p>`,
  })
}

const open = (route = '/locations/7/status', path = '/locations/:id/status') =>
  renderWithApp(<StatusPageDesignerPage />, { route, path })

const previewFrame = () => screen.findByTitle('Preview of the public page')

describe('Status page designer', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('the preview follows the form before anything is saved; save, then publish', async () => {
    let stored = designer()
    const { calls } = fakeRest({
      'GET /status-pages/location/7': () => jsonResponse(200, stored),
      'POST /status-pages/location/7/preview': preview,
      'PUT /status-pages/location/7': ({ body }) => {
        stored = designer({ draft: body as StatusPageDraft, unpublished_changes: true })
        return jsonResponse(200, stored)
      },
      'POST /status-pages/location/7/publish': () => {
        stored = designer({
          draft: stored.draft,
          published: stored.draft,
          published_at: '2026-03-10T10:00:00Z',
          published_by: 'Ann Admin',
        })
        return jsonResponse(200, stored)
      },
    })
    open()
    expect(await screen.findByRole('heading', { name: 'Status page' })).toBeInTheDocument()
    expect(screen.getByText('Standard page, not designed yet')).toBeInTheDocument()
    await vi.waitFor(async () =>
      expect((await previewFrame()).getAttribute('srcdoc')).toBe('<p>en: Everything is running</p>')
    )
    expect(screen.getByRole('link', { name: 'Open the public page' })).toHaveAttribute(
      'href',
      'http://localhost:3333/status/abcdefghijklmnopqrstuv'
    )
    // The form's parts (axe cannot enter the preview's frame in jsdom; the browser journey checks the public page).
    for (const part of ['Texts', 'What the page shows', 'Contact buttons'])
      expect(await seriousViolations(screen.getByRole('region', { name: part }))).toEqual([])

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Headline when everything is running' }),
      'All good at the bar'
    )
    expect(screen.getByText('Unpublished changes')).toBeInTheDocument()
    await vi.waitFor(
      async () =>
        expect((await previewFrame()).getAttribute('srcdoc')).toBe(
          '<p>en: All good at the bar</p>'
        ),
      { timeout: 3000 }
    )
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)

    await userEvent.click(screen.getByRole('tab', { name: 'Nederlands' }))
    await vi.waitFor(
      async () =>
        expect((await previewFrame()).getAttribute('srcdoc')).toBe(
          '<p>nl: Everything is running</p>'
        ),
      { timeout: 3000 }
    )

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    await vi.waitFor(() =>
      expect(calls.some((call) => call.path === '/status-pages/location/7/publish')).toBe(true)
    )
    const put = calls.find((call) => call.method === 'PUT')!
    expect((put.body as StatusPageDraft).headlines.en).toEqual({
      all_running: 'All good at the bar',
    })
    expect(calls.findIndex((call) => call.method === 'PUT')).toBeLessThan(
      calls.findIndex((call) => call.path.endsWith('/publish'))
    )
    expect(await screen.findByText('Published')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled()
  })

  it("edits contact buttons and group visibility, and shows the server's field errors", async () => {
    const { calls } = fakeRest({
      'GET /status-pages/location/7': () => jsonResponse(200, designer()),
      'POST /status-pages/location/7/preview': preview,
      'PUT /status-pages/location/7': () =>
        jsonResponse(422, {
          code: 'E_VALIDATION_ERROR',
          message: 'Invalid',
          errors: [
            { field: 'buttons.1.value', rule: 'phone', message: 'Enter a valid phone number' },
          ],
        }),
    })
    open()
    await screen.findByRole('heading', { name: 'Status page' })
    await userEvent.click(screen.getByRole('checkbox', { name: 'Terrace WiFi' }))
    await userEvent.click(screen.getByRole('button', { name: 'Add a button' }))
    await userEvent.type(
      screen.getAllByRole('textbox', { name: 'Phone number' })[1]!,
      'not a number'
    )
    expect(screen.getByRole('textbox', { name: 'Label of button 2 (Call)' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }))

    await vi.waitFor(() => expect(screen.getByText(/valid phone number/i)).toBeInTheDocument())
    const sent = calls.find((call) => call.method === 'PUT')!.body as StatusPageDraft
    expect(sent.hidden_device_group_ids).toEqual([2])
    expect(sent.buttons).toEqual([
      draft.buttons[0],
      { kind: 'call', value: 'not a number', label: {} },
    ])

    await userEvent.click(screen.getByRole('button', { name: 'Remove button 2' }))
    expect(screen.getAllByRole('textbox', { name: 'Phone number' })).toHaveLength(1)
  })

  it("a customer's page lists its venues; a reader sees the form without the publish controls", async () => {
    fakeRest({
      'GET /status-pages/customer/3': () =>
        jsonResponse(
          200,
          designer({
            type: 'customer',
            id: 3,
            name: 'Café De Markt',
            device_groups: [],
            locations: [{ id: 7, name: 'Main bar' }],
            can_update: false,
          })
        ),
      'POST /status-pages/customer/3/preview': preview,
    })
    open('/customer/3/status', '/customer/:id/status')
    await screen.findByText('You can look at this status page but not change it.')
    const venues = screen.getByRole('group', { name: 'Venues on the page' })
    expect(within(venues).getByRole('checkbox', { name: 'Main bar' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument()
    expect(
      screen.getByRole('textbox', { name: 'Headline when everything is running' })
    ).toBeDisabled()
  })

  it('an unknown or hidden page is not found', async () => {
    fakeRest({
      'GET /status-pages/group/9': () =>
        jsonResponse(404, { code: 'E_NOT_FOUND', message: 'Not found' }),
    })
    open('/group/9/status', '/group/:id/status')
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument()
  })
})
