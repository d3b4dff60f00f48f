import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '@/lib/session/session-store'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import { VenueVendorSettingsCard } from './venue-vendor-settings-card'

const FORM = {
  properties: {
    serial: { type: 'string', pattern: '^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$' },
    template: { type: 'string', maxLength: 100 },
  },
}
const vendor = (id: string, locationSettings: unknown) => ({
  id,
  name: id,
  capabilities: [],
  secretSettings: [],
  defaultUrl: null,
  settings: { properties: {} },
  locationSettings,
})
const overview = (vendorId: string) => ({
  locationId: 5,
  controller: { id: 1, alias: 'IC2', vendor: vendorId, status: 'connected', webUiUrl: null },
})
const settings = {
  vendor: 'cloudy',
  vendorName: 'Cloudy Central',
  schema: FORM,
  values: { template: 'Bar' },
  binding: {
    controllerId: 1,
    controllerAlias: 'IC2',
    siteId: 'org:1',
    siteName: 'Main bar',
    parentId: 'org',
    parentName: 'Zomerbar BV',
  },
  suggestions: { serial: [{ value: '1824-A1B2-C3D4', label: 'Router · BR1' }] },
  suggestionsUnavailable: false,
}

describe('venue settings of the bound controller vendor', () => {
  beforeEach(() => sessionStore.reset())
  afterEach(() => vi.unstubAllGlobals())

  it('shows the organisation and group, offers the serials read from the site, saves and shows field errors', async () => {
    let attempt = 0
    const { calls } = fakeRest({
      'GET /locations/5/network': () => jsonResponse(200, overview('cloudy')),
      'GET /controllers/vendors': () => jsonResponse(200, { data: [vendor('cloudy', FORM)] }),
      'GET /network/config/settings/cloudy/5': () => jsonResponse(200, settings),
      'PUT /network/config/settings/cloudy/5': ({ body }) =>
        ++attempt === 1
          ? jsonResponse(422, {
              code: 'E_VALIDATION_ERROR',
              message: 'invalid',
              errors: [
                { field: 'serial', rule: 'regex', message: 'The serial field format is invalid' },
              ],
            })
          : jsonResponse(200, { ...settings, values: body, suggestions: {} }),
    })
    renderWithApp(<VenueVendorSettingsCard locationId={5} />)

    expect(
      await screen.findByRole('heading', { name: 'Cloudy Central settings' })
    ).toBeInTheDocument()
    expect(screen.getByText(/Organisation: Zomerbar BV/)).toHaveTextContent(
      'Group: Main bar on IC2'
    )
    expect(screen.getByRole('textbox', { name: 'Configuration template' })).toHaveValue('Bar')

    const serial = screen.getByRole('combobox', { name: 'Router serial number' })
    await userEvent.type(serial, 'nonsense')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText(/format/i)).toBeInTheDocument()

    await userEvent.clear(serial)
    await userEvent.click(serial)
    await userEvent.click(await screen.findByRole('option', { name: /1824-A1B2-C3D4/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2))
    expect(calls.filter((call) => call.method === 'PUT')[1]?.body).toEqual({
      serial: '1824-A1B2-C3D4',
      template: 'Bar',
    })
  })

  it('stays hidden when the bound vendor keeps no venue settings', async () => {
    const { calls } = fakeRest({
      'GET /locations/5/network': () => jsonResponse(200, overview('plain')),
      'GET /controllers/vendors': () => jsonResponse(200, { data: [vendor('plain', null)] }),
    })
    const { container } = renderWithApp(<VenueVendorSettingsCard locationId={5} />)
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/controllers/vendors'))
    expect(container.querySelector('h2')).toBeNull()
    expect(calls.some((call) => call.path.startsWith('/network/config'))).toBe(false)
  })
})
