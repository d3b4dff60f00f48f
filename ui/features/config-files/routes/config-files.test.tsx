import { notificationsStore } from '@mantine/notifications'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import type { ConfigFile } from '../api/types'
import ConfigFilesPage from './config-files'

const file = (overrides: Partial<ConfigFile>): ConfigFile => ({
  id: 1,
  name: 'Kapermolen template',
  vendor: 'beta',
  vendorName: 'Beta Wireless',
  minVersion: '5.13',
  maxVersion: '5.15',
  canChangeWifiSettings: true,
  fileName: 'kapermolen.cfg',
  size: 2048,
  sha256: 'ab'.repeat(32),
  uploadedBy: { id: 3, name: 'Ada Admin' },
  createdAt: '2026-11-20T09:30:00.000Z',
  locationCount: 2,
  ...overrides,
})

const files = [
  file({}),
  file({
    id: 2,
    name: 'Markt bar',
    vendor: 'alpha',
    vendorName: 'Alpha Networks',
    minVersion: '9.0',
    maxVersion: null,
    canChangeWifiSettings: false,
    fileName: 'markt.unf',
    size: 900,
    uploadedBy: null,
    locationCount: 0,
  }),
]
const page = (rows: ConfigFile[]) => ({
  data: rows,
  meta: { total: rows.length, page: 1, perPage: 25, lastPage: 1 },
})
const settings = {
  vendors: [
    { key: 'alpha', name: 'Alpha Networks', extensions: ['.unf'] },
    { key: 'beta', name: 'Beta Wireless', extensions: ['.cfg'] },
  ],
  maxBytes: 512_000,
  controllers: [],
}

const toasts = () => notificationsStore.getState().notifications.map((item) => String(item.message))

describe('admin config files page', () => {
  afterEach(() => vi.unstubAllGlobals())
  beforeEach(() =>
    notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] })
  )

  it('lists files with their vendor, version range, Wi-Fi flag, size, uploader and location count', async () => {
    fakeRest({
      'GET /network/config': () => jsonResponse(200, page(files)),
      'GET /network/config/settings': () => jsonResponse(200, settings),
    })
    renderWithApp(<ConfigFilesPage />)
    const kapermolen = await screen.findByRole('row', { name: /Kapermolen template/ })
    const cells = within(kapermolen)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    expect(cells.slice(0, 5)).toEqual([
      'Kapermolen templatekapermolen.cfg',
      'Beta Wireless',
      '5.13 – 5.15',
      'Yes',
      '2 KB',
    ])
    expect(cells[5]).toMatch(/^Ada Admin, /)
    expect(cells[6]).toBe('2')
    const markt = screen.getByRole('row', { name: /Markt bar/ })
    expect(within(markt).getByText('9.0 and later')).toBeInTheDocument()
    expect(within(markt).getByText('No')).toBeInTheDocument()
    expect(within(markt).getByText('900 B')).toBeInTheDocument()
    expect(within(markt).getByRole('button', { name: 'Download Markt bar' })).toBeInTheDocument()
    expect(screen.getByText('2 files')).toBeInTheDocument()
  })

  it('filters by vendor and search, and says so when nothing matches; without files it invites the first upload', async () => {
    const { calls } = fakeRest({
      'GET /network/config': ({ query }) =>
        jsonResponse(
          200,
          page(query.get('vendor') === 'alpha' ? [] : query.get('search') ? [] : [])
        ),
      'GET /network/config/settings': () => jsonResponse(200, settings),
    })
    renderWithApp(<ConfigFilesPage />)
    expect(
      await screen.findByText(
        'No configuration files yet. Upload the first one to apply it to locations.'
      )
    ).toBeInTheDocument()
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Vendor' }),
      'Alpha Networks'
    )
    expect(await screen.findByText('No files match these filters.')).toBeInTheDocument()
    await vi.waitFor(() =>
      expect(calls.some((call) => call.query.get('vendor') === 'alpha')).toBe(true)
    )
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'markt')
    await vi.waitFor(() =>
      expect(
        calls.some(
          (call) => call.query.get('search') === 'markt' && call.query.get('vendor') === 'alpha'
        )
      ).toBe(true)
    )
  })

  it('deleting a file in use shows the server’s message; a free one is deleted after typing its name', async () => {
    let inUse = true
    const { calls } = fakeRest({
      'GET /network/config': () => jsonResponse(200, page(files)),
      'GET /network/config/settings': () => jsonResponse(200, settings),
      'DELETE /network/config/1': () =>
        inUse
          ? jsonResponse(409, {
              code: 'E_CONFIG_IN_USE',
              message:
                'This configuration file is still applied to 2 locations. Remove it there first.',
            })
          : new Response(null, { status: 204 }),
    })
    renderWithApp(<ConfigFilesPage />)
    const remove = async () => {
      await userEvent.click(
        await screen.findByRole('button', { name: 'Delete Kapermolen template' })
      )
      const dialog = await screen.findByRole('dialog', { name: 'Delete configuration file' })
      const confirm = within(dialog).getByRole('button', { name: 'Delete' })
      expect(confirm).toBeDisabled()
      await userEvent.type(within(dialog).getByRole('textbox'), 'Kapermolen template')
      await userEvent.click(confirm)
    }
    await remove()
    await vi.waitFor(() =>
      expect(toasts()).toEqual([
        'This configuration file is still applied to 2 locations. Remove it there first.',
      ])
    )
    inUse = false
    await remove()
    await vi.waitFor(() => expect(toasts()).toContain('Kapermolen template was deleted.'))
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(2)
  })
})
