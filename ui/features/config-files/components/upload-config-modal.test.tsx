import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import type { ConfigSettings } from '../api/types'
import { UploadConfigModal } from './upload-config-modal'

const settings: ConfigSettings = {
  vendors: [
    { key: 'alpha', name: 'Alpha Networks', extensions: ['.unf'] },
    { key: 'beta', name: 'Beta Wireless', extensions: ['.cfg'] },
  ],
  maxBytes: 512_000,
  controllers: [
    {
      id: 4,
      alias: 'Markt controller',
      vendor: 'alpha',
      vendorName: 'Alpha Networks',
      version: '9.0.114',
    },
    {
      id: 7,
      alias: 'Kapermolen controller',
      vendor: 'beta',
      vendorName: 'Beta Wireless',
      version: '5.9.31',
    },
    { id: 8, alias: 'New controller', vendor: 'beta', vendorName: 'Beta Wireless', version: null },
  ],
}

const settingsRoute = { 'GET /network/config/settings': () => jsonResponse(200, settings) }
const cfgFile = (size: number) =>
  new File([new Uint8Array(size)], 'kapermolen.cfg', { type: 'application/octet-stream' })

async function fillIn(dialog: HTMLElement, file: File) {
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: /^Name/ }),
    'Kapermolen template'
  )
  await userEvent.selectOptions(
    within(dialog).getByRole('combobox', { name: /^Vendor/ }),
    'Beta Wireless'
  )
  await userEvent.selectOptions(
    within(dialog).getByRole('combobox', { name: /^For controller/ }),
    'Kapermolen controller (5.9.31)'
  )
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: /^Minimum controller version/ }),
    '5.13'
  )
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: /^Maximum controller version/ }),
    '5.15'
  )
  await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file)
}

describe('upload config file modal', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("offers only the chosen vendor's controllers with their versions and names its extensions", async () => {
    fakeRest(settingsRoute)
    renderWithApp(<UploadConfigModal onClose={vi.fn()} />)
    const dialog = await screen.findByRole('dialog', { name: 'Upload a configuration file' })
    const controller = within(dialog).getByRole('combobox', { name: /^For controller/ })
    expect(controller).toBeDisabled()
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Vendor/ }),
      'Beta Wireless'
    )
    expect(
      within(controller)
        .getAllByRole('option')
        .map((option) => option.textContent)
    ).toEqual([
      'No specific controller',
      'Kapermolen controller (5.9.31)',
      'New controller (version unknown)',
    ])
    expect(within(dialog).getByText('At most 500 KB, ending in .cfg.')).toBeInTheDocument()
    expect(document.querySelector('input[type="file"]')).toHaveAttribute('accept', '.cfg')
  })

  it('refuses a file over 500 KB before sending anything, with the server’s message', async () => {
    const { calls } = fakeRest(settingsRoute)
    renderWithApp(<UploadConfigModal onClose={vi.fn()} />)
    const dialog = await screen.findByRole('dialog')
    await fillIn(dialog, cfgFile(512_001))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }))
    expect(await within(dialog).findByText('File too large (max 500 KB).')).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it('checks versions on the client: dotted numbers, the maximum not below the minimum', async () => {
    const { calls } = fakeRest(settingsRoute)
    renderWithApp(<UploadConfigModal onClose={vi.fn()} />)
    const dialog = await screen.findByRole('dialog')
    await fillIn(dialog, cfgFile(100))
    const max = within(dialog).getByRole('textbox', { name: /^Maximum controller version/ })
    await userEvent.clear(max)
    await userEvent.type(max, '5.9')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }))
    expect(
      await within(dialog).findByText(
        'The maximum version may not be lower than the minimum version.'
      )
    ).toBeInTheDocument()
    await userEvent.clear(max)
    await userEvent.type(max, 'latest')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }))
    expect(
      await within(dialog).findByText('Enter a version like 5.13 or 5.13.30.')
    ).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it('sends the form as multipart and shows the server’s refusal on the form and its fields', async () => {
    const { fetchMock } = fakeRest({
      ...settingsRoute,
      'POST /network/config': () =>
        jsonResponse(422, {
          code: 'E_CONFIG_VERSION_MISMATCH',
          message: 'File incompatible with controller version.',
          errors: [
            {
              field: 'controllerId',
              rule: 'config_version',
              message: 'File incompatible with controller version',
            },
          ],
        }),
    })
    const onClose = vi.fn()
    renderWithApp(<UploadConfigModal onClose={onClose} />)
    const dialog = await screen.findByRole('dialog')
    await fillIn(dialog, cfgFile(2048))
    await userEvent.click(
      within(dialog).getByRole('switch', { name: 'The file may change Wi-Fi settings' })
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'File incompatible with controller version.'
    )
    const controller = within(dialog).getByRole('combobox', { name: /^For controller/ })
    expect(controller).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).getAllByText('File incompatible with controller version.')).toHaveLength(
      2
    )
    expect(onClose).not.toHaveBeenCalled()

    const [, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST')!
    const sent = init!.body as FormData
    expect(Object.fromEntries([...sent.entries()].filter(([key]) => key !== 'file'))).toEqual({
      name: 'Kapermolen template',
      vendor: 'beta',
      minVersion: '5.13',
      maxVersion: '5.15',
      canChangeWifiSettings: 'true',
      controllerId: '7',
    })
    expect((sent.get('file') as File).name).toBe('kapermolen.cfg')
  })
})
