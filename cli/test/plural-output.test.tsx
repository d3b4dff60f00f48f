import { render } from 'ink-testing-library'
import { afterEach, describe, expect, it } from 'vitest'
import { CustomersTable } from '../src/components/customers-table.js'
import { SyncReport, type SyncOutcome } from '../src/components/sync-report.js'
import { CliError } from '../src/lib/cli-error.js'
import type { SyncSummary } from '../src/lib/controllers-api.js'
import { messageFor } from '../src/lib/messages.js'
import { setLanguage, text } from '../src/lib/texts.js'

const synced = (sites: number, boundSites: number, devices: number, clients: number) =>
  ({
    controllerId: 1,
    alias: 'HQ',
    summary: {
      controllerId: 1,
      status: 'connected',
      sites,
      boundSites,
      unchangedSites: 0,
      devices,
      clients,
      failures: [],
      durationMs: 800,
      finishedAt: '2026-11-22T00:00:00.000Z',
    } satisfies SyncSummary,
  }) satisfies SyncOutcome

const report = (outcomes: SyncOutcome[]) =>
  render(<SyncReport outcomes={outcomes} />).lastFrame() ?? ''

// The language is module state and test files share their worker: each test says which one it reads.
afterEach(() => setLanguage('en'))

describe('a count before a noun takes its plural form (issue 32 item 13)', () => {
  it('the sync report says 1 site, 1 device, 1 client and 2 sites, 2 devices, 2 clients', () => {
    setLanguage('en')
    expect(report([synced(1, 1, 1, 1)])).toContain(
      'HQ: connected, 1 site (1 bound), 1 device, 1 client in 0.8 s'
    )
    expect(report([synced(2, 2, 2, 2)])).toContain(
      'HQ: connected, 2 sites (2 bound), 2 devices, 2 clients in 0.8 s'
    )
    expect(report([synced(1, 0, 1, 1)])).toContain(
      '1 controller: 1 site, 1 device, 1 client, 0 failures'
    )
  })

  it('the sync report is French and Dutch for such accounts, with "lié/liés" and a decimal comma', () => {
    setLanguage('fr')
    expect(report([synced(1, 1, 1, 1)])).toContain(
      'HQ : connecté, 1 site (1 lié), 1 appareil, 1 client en 0,8 s'
    )
    expect(report([synced(2, 2, 2, 2), synced(0, 0, 0, 0)])).toContain(
      '2 sites (2 liés), 2 appareils, 2 clients en 0,8 s'
    )
    setLanguage('nl')
    expect(report([synced(1, 1, 1, 1)])).toContain(
      'HQ: verbonden, 1 site (1 gekoppeld), 1 toestel, 1 verbonden apparaat in 0,8 s'
    )
    expect(report([synced(2, 1, 2, 2), synced(1, 1, 1, 1)])).toContain(
      '2 controllers: 3 sites, 3 toestellen, 3 verbonden apparaten, 0 fouten'
    )
  })

  it('a list page counts "1 customer" and "2 customers"', () => {
    setLanguage('en')
    const customer = {
      id: 1,
      name: 'A',
      alias: null,
      type: 1,
      vat: null,
      city: null,
      country: 'BE',
    }
    const meta = (total: number) => ({ total, page: 1, perPage: 25, lastPage: 1 })
    const summaryOf = (total: number) =>
      render(<CustomersTable page={{ data: [customer], meta: meta(total) }} />)
        .lastFrame()
        ?.split('\n')
        .at(-1)
    expect(summaryOf(1)).toBe('Page 1 of 1 · 1 customer')
    expect(summaryOf(2)).toBe('Page 1 of 1 · 2 customers')
    setLanguage('de')
    expect(summaryOf(1)).toBe('Seite 1 von 1 · 1 Kunde')
  })

  it('a throttled request says "1 second" and "2 seconds", in the account\'s language', () => {
    setLanguage('en')
    const throttled = (seconds: number) =>
      messageFor(new CliError('E_TOO_MANY_REQUESTS', { retryAfterSeconds: seconds }))
    expect(throttled(1)).toBe('Too many attempts. Try again in 1 second.')
    expect(throttled(2)).toBe('Too many attempts. Try again in 2 seconds.')
    setLanguage('nl')
    expect(throttled(1)).toBe('Te veel pogingen. Probeer opnieuw over 1 seconde.')
  })

  it('French takes the singular for zero, as its plural rules say', () => {
    setLanguage('fr')
    expect(text('tenantsChecked', { count: 0 })).toMatch(/^0 locataire vérifié :/)
    setLanguage('en')
    expect(text('tenantsChecked', { count: 0 })).toMatch(/^0 tenants checked:/)
  })
})
