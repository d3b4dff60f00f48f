import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18next } from '@/lib/i18n/i18n'
import { auditSentence } from '@/components/history/history-sentences'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import type { ConfigFile, VenueConfig } from '../api/types'
import { LocationConfigCard } from './location-config-card'

const file = (
  id: number,
  name: string,
  minVersion: string,
  maxVersion: string | null
): ConfigFile => ({
  id,
  name,
  vendor: 'alpha',
  vendorName: 'Alpha Networks',
  minVersion,
  maxVersion,
  canChangeWifiSettings: false,
  fileName: `${name}.unf`,
  size: 1024,
  sha256: 'cd'.repeat(32),
  uploadedBy: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  locationCount: 0,
})
const controller = {
  id: 4,
  alias: 'Markt controller',
  vendor: 'alpha',
  vendorName: 'Alpha Networks',
  version: '9.0.114',
}
const markt = file(1, 'Markt bar', '9.0', '9.0')
const open = file(2, 'Open template', '8.0', null)
const empty: VenueConfig = {
  controller,
  takesConfigFiles: true,
  applied: null,
  compatible: [markt, open],
}
const applied: VenueConfig = {
  ...empty,
  applied: {
    ...markt,
    locationCount: 1,
    appliedAt: '2026-11-21T10:00:00.000Z',
    appliedBy: { id: 3, name: 'Ada Admin' },
    fitsController: true,
  },
}

describe('location configuration file card', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('applies one of the files that fit the controller, then removes it', async () => {
    let current = empty
    const { calls } = fakeRest({
      'GET /locations/9/network/config': () => jsonResponse(200, current),
      'PUT /locations/9/network/config': () => jsonResponse(200, (current = applied)),
      'DELETE /locations/9/network/config': () => jsonResponse(200, (current = empty)),
    })
    renderWithApp(<LocationConfigCard locationId={9} />)
    const card = await screen.findByRole('region', { name: 'Configuration file' })
    expect(await within(card).findByText('No configuration file applied.')).toBeInTheDocument()
    expect(
      within(card).getByText('Controller: Markt controller (Alpha Networks 9.0.114)')
    ).toBeInTheDocument()
    const select = within(card).getByRole('combobox', { name: 'Configuration file' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent)
    ).toEqual(['Choose a file', 'Markt bar (9.0)', 'Open template (8.0 and later)'])
    expect(within(card).getByRole('button', { name: 'Apply' })).toBeDisabled()

    await userEvent.selectOptions(select, 'Markt bar (9.0)')
    await userEvent.click(within(card).getByRole('button', { name: 'Apply' }))
    expect(await within(card).findByText('Markt bar · 9.0')).toBeInTheDocument()
    expect(within(card).getByText(/^Applied .* by Ada Admin$/)).toBeInTheDocument()
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ configId: 1 })

    await userEvent.click(within(card).getByRole('button', { name: 'Remove' }))
    expect(await within(card).findByText('No configuration file applied.')).toBeInTheDocument()
  })

  it("says why nothing can be applied, and shows the server's refusal", async () => {
    fakeRest({
      'GET /locations/9/network/config': () => jsonResponse(200, empty),
      'PUT /locations/9/network/config': () =>
        jsonResponse(422, {
          code: 'E_CONFIG_VERSION_MISMATCH',
          message: 'File incompatible with controller version.',
          errors: [{ field: 'configId', rule: 'config_version', message: '…' }],
        }),
      'GET /locations/5/network/config': () =>
        jsonResponse(200, {
          controller: null,
          takesConfigFiles: false,
          applied: null,
          compatible: [],
        }),
    })
    renderWithApp(<LocationConfigCard locationId={9} />)
    const card = await screen.findByRole('region', { name: 'Configuration file' })
    await userEvent.selectOptions(
      await within(card).findByRole('combobox', { name: 'Configuration file' }),
      'Open template (8.0 and later)'
    )
    await userEvent.click(within(card).getByRole('button', { name: 'Apply' }))
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'File incompatible with controller version.'
    )

    renderWithApp(<LocationConfigCard locationId={5} />)
    expect(await screen.findByText('Link this location to a controller first.')).toBeInTheDocument()
  })

  it('the location history names the file applied or removed', () => {
    const t = i18next.t.bind(i18next)
    const actor = { id: 3, email: 'admin@airdeck.example', name: 'Ada Admin' }
    const sentence = (
      action: string,
      new_values: Record<string, unknown>,
      old_values: Record<string, unknown>
    ) => auditSentence(t, 'en', { action, actor, new_values, old_values }).text
    expect(
      sentence(
        'location.config_applied',
        { config_file_id: 1, config_file_name: 'Markt bar' },
        { config_file_id: null }
      )
    ).toBe('Ada Admin applied the configuration file “Markt bar”.')
    expect(
      sentence(
        'location.config_removed',
        { config_file_id: null },
        { config_file_id: 1, config_file_name: 'Markt bar' }
      )
    ).toBe('Ada Admin removed the configuration file “Markt bar”.')
  })
})
