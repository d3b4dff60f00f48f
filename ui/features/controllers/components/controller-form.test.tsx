import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import type { ControllerView } from '../api/types'
import { ControllerForm, isCompleteUrl } from './controller-form'

async function fill(dialog: HTMLElement, url: string, password = 'secret-pass') {
  await userEvent.type(within(dialog).getByRole('textbox', { name: /URL/ }), url)
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Username/ }), 'admin')
  await userEvent.type(within(dialog).getByLabelText(/^Password/), password)
}

describe('controller form', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('needs a complete URL with its port (spec §5)', () => {
    expect(isCompleteUrl('https://unifi.example.com:8443')).toBe(true)
    expect(isCompleteUrl('https://127.0.0.1:49152/')).toBe(true)
    expect(isCompleteUrl('https://unifi.example.com')).toBe(false)
    expect(isCompleteUrl('unifi.example.com:8443')).toBe(false)
  })

  it("shows the server's translated reason when the controller refuses, and saves nothing", async () => {
    const { calls } = fakeRest({
      'POST /controllers': ({ body }) =>
        (body as { password: string }).password === 'wrong'
          ? jsonResponse(422, { code: 'E_CONTROLLER_WRONG_CREDENTIALS', message: 'Wrong credentials.', errors: [{ field: 'password', rule: 'credentials', message: 'Wrong credentials.' }] })
          : jsonResponse(422, {
              code: 'E_CONTROLLER_UNREACHABLE',
              message: 'Connection failed: the controller must be reachable from outside; check URL, user and password.',
            }),
    })
    const onClose = vi.fn()
    renderWithApp(<ControllerForm onClose={onClose} />)
    const dialog = await screen.findByRole('dialog')

    await fill(dialog, 'https://unifi.example.com', 'wrong')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(await within(dialog).findByText(/complete URL with its port/)).toBeInTheDocument()
    expect(calls).toHaveLength(0)

    await userEvent.type(within(dialog).getByRole('textbox', { name: /URL/ }), ':8443')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Wrong credentials.')
    expect(calls[0]!.body).toMatchObject({ vendor: 'unifi', url: 'https://unifi.example.com:8443', username: 'admin', verifyTls: true })

    await userEvent.clear(within(dialog).getByLabelText(/^Password/))
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'right-one')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Connection failed: the controller must be reachable')
    expect(onClose).not.toHaveBeenCalled()
  })

  it('verifies the certificate unless "accept a self-signed certificate" is ticked, with a hint', async () => {
    const { calls } = fakeRest({ 'POST /controllers': () => jsonResponse(422, { code: 'E_CONTROLLER_TLS', message: "The controller's certificate is not trusted." }) })
    renderWithApp(<ControllerForm onClose={vi.fn()} />)
    const dialog = await screen.findByRole('dialog')
    const accept = within(dialog).getByRole('checkbox', { name: /Accept a self-signed certificate/ })
    expect(accept).not.toBeChecked()
    expect(within(dialog).getByText(/Real controllers often use one/)).toBeInTheDocument()
    await fill(dialog, 'https://unifi.example.com:8443')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('certificate is not trusted')
    expect(calls[0]!.body).toMatchObject({ verifyTls: true })
    expect(calls[0]!.body).not.toHaveProperty('acceptSelfSigned')

    await userEvent.click(accept)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }))
    await vi.waitFor(() => expect(calls).toHaveLength(2))
    expect(calls[1]!.body).toMatchObject({ verifyTls: false })
  })

  it('asks for the password again on edit when the URL or username changes', async () => {
    const controller = {
      id: 9, alias: 'HQ', vendor: 'unifi', vendorName: 'UniFi', url: 'https://10.0.0.2:8443', username: 'ops',
      settings: { verifyTls: true }, hasPassword: true, status: 'connected',
    } as unknown as ControllerView
    const { calls } = fakeRest({ 'PUT /controllers/9': ({ body }) => jsonResponse(200, { ...controller, ...(body as object) }) })
    renderWithApp(<ControllerForm controller={controller} onClose={vi.fn()} />)
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Leave empty to keep the current password.')).toBeInTheDocument()
    const url = within(dialog).getByRole('textbox', { name: /URL/ })
    await userEvent.clear(url)
    await userEvent.type(url, 'https://10.0.0.3:8443')
    expect(within(dialog).getByText(/enter the password again/)).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await within(dialog).findByText(/required/i)).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })

  it('keeps the stored password when left empty on edit', async () => {
    const controller = {
      id: 9, alias: 'HQ', vendor: 'unifi', vendorName: 'UniFi', url: 'https://10.0.0.2:8443', username: 'ops',
      settings: { verifyTls: false }, hasPassword: true, status: 'connected',
    } as unknown as ControllerView
    const { calls } = fakeRest({
      'PUT /controllers/9': ({ body }) => jsonResponse(200, { ...controller, ...(body as object) }),
      'GET /controllers': () => jsonResponse(200, { data: [], meta: { total: 0, page: 1, perPage: 25, lastPage: 1 } }),
    })
    const onClose = vi.fn()
    renderWithApp(<ControllerForm controller={controller} onClose={onClose} />)
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('textbox', { name: /URL/ })).toHaveValue('https://10.0.0.2:8443')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ password: '', username: 'ops', verifyTls: false })
  })
})
