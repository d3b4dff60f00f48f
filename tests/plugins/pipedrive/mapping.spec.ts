import { readFileSync } from 'node:fs'
import { test } from '@japa/runner'
import { PluginUnexpectedError } from '#core/plugins/plugin_errors'
import { mapDeal } from '#plugins/pipedrive/mapping/deals'

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'))

/** Recorded-shape v2 answers (one file per endpoint) → invoice lines: the cases the simulator's seed does not hold. */
test.group('pipedrive mapping', () => {
  test('tax-inclusive prices become net, an amount discount its percentage, "none" tax unknown, disabled lines dropped', ({
    assert,
  }) => {
    const deal = mapDeal(fixture('deal_v2').data, fixture('deal_products_v2').data)
    assert.deepInclude(deal, {
      id: '318',
      currency: 'EUR',
      valueCents: 108900,
      status: 'won',
      organizationId: '17',
      personId: '41',
    })
    assert.deepEqual(deal.lines, [
      {
        productId: '77',
        name: 'WiFi seizoenspas (incl. btw)',
        quantity: 6,
        unitPriceCents: 10000,
        discountPercent: 0,
        taxPercent: 21,
      },
      {
        productId: '78',
        name: 'Buitenantenne',
        quantity: 3,
        unitPriceCents: 15000,
        discountPercent: 10,
        taxPercent: 21,
      },
      {
        productId: null,
        name: 'Voorrijkosten',
        quantity: 1,
        unitPriceCents: 3500,
        discountPercent: 0,
        taxPercent: null,
      },
    ])
  })

  test('a deal or product of another shape is unexpected, never a TypeError', ({ assert }) => {
    const deal = fixture('deal_v2').data
    assert.throws(() => mapDeal({ ...deal, status: 'maybe' }, []), PluginUnexpectedError as any)
    assert.throws(() => mapDeal({ ...deal, id: '318' }, []), PluginUnexpectedError as any)
    assert.throws(
      () => mapDeal(deal, [{ name: 'x', item_price: '12.00', quantity: 1 }]),
      PluginUnexpectedError as any
    )
    assert.throws(() => mapDeal(null as any, []), PluginUnexpectedError as any)
  })
})
