import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '@/lib/session/session-store'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import type { ControllerView } from '@/features/network/api/views'
import type { ControllerVendor } from '../api/vendors'
import { ControllerForm } from './controller-form'

const BOOLEAN = { type: 'boolean' } as const
const TEXT = { type: 'string', maxLength: 255 } as const

/** Two vendors as GET /controllers/vendors describes them: one on site (URL with port), one cloud service. */
const vendors: ControllerVendor[] = [
  {
    id: 'onsite',
    name: 'On-site Network',
    capabilities: [],
    secretSettings: ['password'],
    defaultUrl: null,
    locationSettings: null,
    settings: {
      properties: {
        url: { type: 'string', format: 'uri' },
        username: TEXT,
        password: { ...TEXT, writeOnly: true },
        verifyTls: BOOLEAN,
        site: TEXT,
      },
      required: ['url', 'username', 'password'],
    },
  },
  {
    id: 'cloudy',
    name: 'Cloudy Central',
    capabilities: [],
    secretSettings: ['clientSecret'],
    defaultUrl: 'https://api.cloudy.test',
    locationSettings: null,
    settings: {
      properties: {
        url: { type: 'string', format: 'uri', default: 'https://api.cloudy.test' },
        clientId: TEXT,
        clientSecret: { ...TEXT, writeOnly: true },
        verifyTls: BOOLEAN,
        portalTimeUnit: { enum: ['milliseconds', 'microseconds'] },
        onlineWithinSeconds: { type: 'integer', minimum: 30, maximum: 86400 },
        roaming: BOOLEAN,
      },
      required: ['clientId', 'clientSecret'],
    },
  },
]

const vendorsRoute = { 'GET /controllers/vendors': () => jsonResponse(200, { data: vendors }) }
const addButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Add' })

async function openCloudy() {
  const dialog = await screen.findByRole('dialog')
  await userEvent.selectOptions(
    await within(dialog).findByRole('combobox', { name: /Vendor/ }),
    'Cloudy Central'
  )
  return dialog
}

describe('controller form', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("offers the server's vendors and generates the picked one's fields from its schema", async () => {
    fakeRest(vendorsRoute)
    renderWithApp(<ControllerForm onClose={vi.fn()} />)
    const dialog = await screen.findByRole('dialog')
    const vendor = await within(dialog).findByRole('combobox', { name: /Vendor/ })
    expect(
      within(vendor)
        .getAllByRole('option')
        .map((option) => option.textContent)
    ).toEqual(['On-site Network', 'Cloudy Central'])
    expect(within(dialog).getByRole('textbox', { name: 'URL' })).toBeRequired()
    expect(within(dialog).getByRole('textbox', { name: 'Username' })).toBeRequired()
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAttribute('type', 'password')
    expect(within(dialog).getByRole('textbox', { name: 'Site' })).not.toBeRequired()

    await userEvent.selectOptions(vendor, 'Cloudy Central')
    expect(within(dialog).queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument()
    const url = within(dialog).getByRole('textbox', { name: 'URL' })
    expect(url).not.toBeRequired()
    expect(
      within(dialog).getByText('Leave empty to use https://api.cloudy.test.')
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: 'Client ID' })).toBeRequired()
    const secret = within(dialog).getByLabelText(/^Client secret/)
    expect(secret).toHaveAttribute('type', 'password')
    expect(secret).toBeRequired()
    const unit = within(dialog).getByRole('combobox', { name: 'Portal time unit' })
    expect(
      within(unit)
        .getAllByRole('option')
        .map((option) => option.textContent)
    ).toEqual(['Default', 'Milliseconds', 'Microseconds'])
    expect(
      within(dialog).getByRole('textbox', { name: 'Online window (seconds)' })
    ).not.toBeRequired()
    expect(
      within(dialog).getByRole('checkbox', { name: 'Accept a self-signed certificate' })
    ).not.toBeChecked()
    expect(within(dialog).getByRole('checkbox', { name: 'roaming' })).not.toBeChecked()
  })

  it('marks missing required fields before calling; sends only what was filled in, booleans as the plugin wants them', async () => {
    const { calls } = fakeRest({
      ...vendorsRoute,
      'POST /controllers': () =>
        jsonResponse(422, {
          code: 'E_CONTROLLER_TLS',
          message: "The controller's certificate is not trusted.",
        }),
    })
    renderWithApp(<ControllerForm onClose={vi.fn()} />)
    const dialog = await openCloudy()
    await userEvent.click(addButton(dialog))
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2)
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0)

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Client ID' }), ' app-1 ')
    await userEvent.type(within(dialog).getByLabelText(/^Client secret/), 'secret')
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Portal time unit' }),
      'Microseconds'
    )
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Online window (seconds)' }),
      '5'
    )
    await userEvent.click(addButton(dialog))
    expect(await within(dialog).findByText('Enter a number from 30 to 86400.')).toBeInTheDocument()

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Online window (seconds)' }),
      '00'
    )
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'roaming' }))
    await userEvent.click(addButton(dialog))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('certificate is not trusted')
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      vendor: 'cloudy',
      clientId: 'app-1',
      clientSecret: 'secret',
      verifyTls: true,
      portalTimeUnit: 'microseconds',
      onlineWithinSeconds: 500,
      roaming: true,
    })

    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Accept a self-signed certificate' })
    )
    await userEvent.click(addButton(dialog))
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2))
    expect(calls.filter((call) => call.method === 'POST')[1]!.body).toMatchObject({
      verifyTls: false,
    })
  })

  it("shows the server's translated reason when the controller refuses, and the spec's URL message on a field", async () => {
    fakeRest({
      ...vendorsRoute,
      'POST /controllers': ({ body }) => {
        const { url, clientSecret } = body as { url?: string; clientSecret: string }
        if (url && !/:\d+$/.test(url))
          return jsonResponse(422, {
            code: 'E_VALIDATION_ERROR',
            message: 'Invalid data.',
            errors: [{ field: 'url', rule: 'url', message: 'Enter a complete URL (https://…)' }],
          })
        return clientSecret === 'wrong'
          ? jsonResponse(422, {
              code: 'E_CONTROLLER_WRONG_CREDENTIALS',
              message: 'Wrong credentials.',
              errors: [
                { field: 'clientSecret', rule: 'credentials', message: 'Wrong credentials.' },
              ],
            })
          : jsonResponse(422, {
              code: 'E_CONTROLLER_UNREACHABLE',
              message:
                'Connection failed: the controller must be reachable from outside; check URL, user and password.',
            })
      },
    })
    const onClose = vi.fn()
    renderWithApp(<ControllerForm onClose={onClose} />)
    const dialog = await openCloudy()
    const url = within(dialog).getByRole('textbox', { name: 'URL' })
    await userEvent.type(url, 'controller.example.com')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Client ID' }), 'app-1')
    await userEvent.type(within(dialog).getByLabelText(/^Client secret/), 'wrong')
    await userEvent.click(addButton(dialog))
    expect(await within(dialog).findByText(/complete URL with its port/)).toBeInTheDocument()

    await userEvent.clear(url)
    await userEvent.type(url, 'https://controller.example.com')
    await userEvent.click(addButton(dialog))
    expect(await within(dialog).findByText(/complete URL with its port/)).toBeInTheDocument()

    await userEvent.type(url, ':8043')
    await userEvent.click(addButton(dialog))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Wrong credentials.')

    await userEvent.clear(within(dialog).getByLabelText(/^Client secret/))
    await userEvent.type(within(dialog).getByLabelText(/^Client secret/), 'right-one')
    await userEvent.click(addButton(dialog))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Connection failed: the controller must be reachable'
    )
    expect(onClose).not.toHaveBeenCalled()
  })

  it('asks for the secret again on edit when the URL or account changes', async () => {
    const controller = {
      id: 9,
      alias: 'HQ',
      vendor: 'onsite',
      vendorName: 'On-site Network',
      url: 'https://10.0.0.2:8443',
      username: 'ops',
      settings: { verifyTls: true },
      hasPassword: true,
      status: 'connected',
    } as unknown as ControllerView
    const { calls } = fakeRest({
      ...vendorsRoute,
      'PUT /controllers/9': ({ body }) => jsonResponse(200, { ...controller, ...(body as object) }),
    })
    renderWithApp(<ControllerForm controller={controller} onClose={vi.fn()} />)
    const dialog = await screen.findByRole('dialog')
    expect(
      await within(dialog).findByText('Leave empty to keep the stored value.')
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('combobox', { name: /Vendor/ })).toBeDisabled()
    expect(within(dialog).getByLabelText(/^Password/)).not.toBeRequired()
    const username = within(dialog).getByRole('textbox', { name: 'Username' })
    await userEvent.clear(username)
    await userEvent.type(username, 'someone-else')
    expect(within(dialog).getByText(/The URL or account changed/)).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/^Password/)).toBeRequired()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0)
  })

  it('keeps the stored secret when left empty on edit, with the stored settings filled in', async () => {
    const controller = {
      id: 9,
      alias: 'HQ',
      vendor: 'cloudy',
      vendorName: 'Cloudy Central',
      url: 'https://api.cloudy.test',
      username: null,
      settings: { clientId: 'app-1', verifyTls: false, portalTimeUnit: 'microseconds' },
      hasPassword: true,
      status: 'connected',
    } as unknown as ControllerView
    const { calls } = fakeRest({
      ...vendorsRoute,
      'PUT /controllers/9': ({ body }) => jsonResponse(200, { ...controller, ...(body as object) }),
      'GET /controllers': () =>
        jsonResponse(200, { data: [], meta: { total: 0, page: 1, perPage: 25, lastPage: 1 } }),
    })
    const onClose = vi.fn()
    renderWithApp(<ControllerForm controller={controller} onClose={onClose} />)
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByRole('textbox', { name: 'URL' })).toHaveValue(
      'https://api.cloudy.test'
    )
    expect(within(dialog).getByRole('textbox', { name: 'Client ID' })).toHaveValue('app-1')
    expect(within(dialog).getByRole('combobox', { name: 'Portal time unit' })).toHaveValue(
      'microseconds'
    )
    expect(
      within(dialog).getByRole('checkbox', { name: 'Accept a self-signed certificate' })
    ).toBeChecked()
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'URL' }))
    expect(within(dialog).getByText('Leave empty to keep the stored value.')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      vendor: 'cloudy',
      alias: 'HQ',
      clientId: 'app-1',
      verifyTls: false,
      portalTimeUnit: 'microseconds',
      roaming: false,
    })
  })

  it('offers admins (only) to put a controller on a private network', async () => {
    const { calls } = fakeRest({
      ...vendorsRoute,
      'POST /controllers': () => jsonResponse(201, { id: 9, alias: 'LAN' }),
    })
    const first = renderWithApp(<ControllerForm onClose={vi.fn()} />)
    expect(
      within(await screen.findByRole('dialog')).queryByRole('checkbox', {
        name: 'On a private network',
      })
    ).not.toBeInTheDocument()
    first.unmount()

    sessionStore.setState({
      user: { ...sessionStore.getState().user, isAdmin: true, isLoggedIn: true },
    })
    try {
      renderWithApp(<ControllerForm onClose={vi.fn()} />)
      const dialog = await openCloudy()
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Client ID' }), 'app-1')
      await userEvent.type(within(dialog).getByLabelText(/^Client secret/), 'secret')
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'On a private network' }))
      await userEvent.click(addButton(dialog))
      await vi.waitFor(() =>
        expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
          privateNetwork: true,
        })
      )
    } finally {
      sessionStore.reset()
    }
  })
})
