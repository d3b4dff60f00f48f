import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

type DemoProduct = {
  name: string
  type: string
  model: string
  vendor: string
  ean: string | null
  sku: string
  purchase: number
  sale: number
  caas: number
  config: number
  licence: number
  stock: number
  low: number
  serialized?: boolean
}

/** EAN-13s with a correct GS1 check digit (the API refuses others). */
const PRODUCTS: DemoProduct[] = [
  {
    name: 'UniFi Dream Machine Pro',
    type: 'gateway',
    model: 'UDM-Pro',
    vendor: 'unifi',
    ean: '0817882028431',
    sku: 'UBI-UDMPRO',
    purchase: 37900,
    sale: 49900,
    caas: 2900,
    config: 15000,
    licence: 0,
    stock: 4,
    low: 2,
  },
  {
    name: 'UniFi U6 Pro',
    type: 'access_point',
    model: 'U6-Pro',
    vendor: 'unifi',
    ean: '0810010072054',
    sku: 'UBI-U6PRO',
    purchase: 14900,
    sale: 19900,
    caas: 900,
    config: 2500,
    licence: 0,
    stock: 0,
    low: 3,
    serialized: true,
  },
  {
    name: 'UniFi Switch Lite 8 PoE',
    type: 'switch',
    model: 'USW-Lite-8-PoE',
    vendor: 'unifi',
    ean: '0810010071705',
    sku: 'UBI-USWL8',
    purchase: 9900,
    sale: 13900,
    caas: 500,
    config: 2500,
    licence: 0,
    stock: 7,
    low: 2,
  },
  {
    name: 'Peplink Balance 20X',
    type: 'router',
    model: 'BPL-021X',
    vendor: 'peplink',
    ean: null,
    sku: 'PEP-B20X',
    purchase: 45000,
    sale: 59900,
    caas: 3500,
    config: 15000,
    licence: 0,
    stock: 2,
    low: 3,
  },
  {
    name: 'Peplink PrimeCare licence (1 year)',
    type: 'licence',
    model: 'PRM-B20X-1Y',
    vendor: 'peplink',
    ean: null,
    sku: 'PEP-PRM-1Y',
    purchase: 4900,
    sale: 7900,
    caas: 0,
    config: 0,
    licence: 700,
    stock: 10,
    low: 2,
  },
  {
    name: 'Outdoor enclosure IP65',
    type: 'enclosure',
    model: 'ENC-IP65-S',
    vendor: 'other',
    ean: null,
    sku: 'ENC-IP65-S',
    purchase: 3500,
    sale: 6500,
    caas: 300,
    config: 0,
    licence: 0,
    stock: 12,
    low: 4,
  },
]

/**
 * A small warehouse for the demo (issue 15): two suppliers, six products with stock (each delivery in the log), five
 * serialized access points of which two are at Café De Markt's main bar, and an own-brand product built on the U6 Pro.
 */
export async function seedDemoInventory(
  trx: TransactionClientContract,
  input: { adminId: number; locationId: number }
) {
  const now = new Date()
  const [distri, peplinkShop] = await trx
    .insertQuery()
    .table('suppliers')
    .multiInsert([
      {
        name: 'Distri Benelux',
        email: 'orders@distri-benelux.example',
        phone: '+32 11 22 33 44',
        website: 'https://distri-benelux.example',
        created_at: now,
        updated_at: now,
      },
      {
        name: 'Peplink Partner Shop',
        email: 'sales@peplink-partner.example',
        phone: null,
        website: null,
        created_at: now,
        updated_at: now,
      },
    ])
    .returning('id')
  const ids: Record<string, number> = {}
  for (const product of PRODUCTS) {
    const [row] = await trx
      .insertQuery()
      .table('products')
      .insert({
        name: product.name,
        type: product.type,
        model: product.model,
        vendor: product.vendor,
        ean: product.ean,
        sku: product.sku,
        supplier_id: product.vendor === 'peplink' ? peplinkShop.id : distri.id,
        purchase_price_cents: product.purchase,
        sale_price_cents: product.sale,
        caas_price_cents: product.caas,
        config_price_cents: product.config,
        monthly_licence_cents: product.licence,
        quantity: product.stock,
        low_stock_threshold: product.low,
        serialized: product.serialized ?? false,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    ids[product.model] = row.id
    if (product.stock > 0)
      await trx.insertQuery().table('inventory_logs').insert({
        product_id: row.id,
        user_id: input.adminId,
        change: product.stock,
        units: product.stock,
        quantity_after: product.stock,
        reason: 'delivery',
        note: 'Demo delivery',
        created_at: now,
      })
  }

  const ap = ids['U6-Pro']
  const units = await trx
    .insertQuery()
    .table('inventory_units')
    .multiInsert(
      [1, 2, 3, 4, 5].map((n) => ({
        product_id: ap,
        serial: `U6P-DEMO-00${n}`,
        mac: `74:ac:b9:de:00:0${n}`,
        status: n <= 2 ? 'allocated' : 'in_stock',
        created_at: now,
        updated_at: now,
      }))
    )
    .returning('id')
  await trx.from('products').where('id', ap).update({ quantity: 3 })
  await trx.insertQuery().table('inventory_logs').insert({
    product_id: ap,
    user_id: input.adminId,
    change: 5,
    units: 5,
    quantity_after: 5,
    reason: 'delivery',
    note: 'Demo delivery',
    created_at: now,
  })
  for (const [index, unit] of units.slice(0, 2).entries()) {
    await trx.insertQuery().table('hardware_allocations').insert({
      location_id: input.locationId,
      product_id: ap,
      unit_id: unit.id,
      quantity: 1,
      status: 'allocated',
      allocated_by: input.adminId,
      note: 'Demo installation',
      allocated_at: now,
    })
    await trx
      .insertQuery()
      .table('inventory_logs')
      .insert({
        product_id: ap,
        unit_id: unit.id,
        location_id: input.locationId,
        user_id: input.adminId,
        change: -1,
        units: 1,
        quantity_after: 4 - index,
        reason: 'allocation',
        note: 'Demo installation',
        created_at: now,
      })
  }

  await trx.insertQuery().table('products').insert({
    name: 'Airdeck Connect AP',
    type: 'access_point',
    model: 'AD-CONNECT-AP',
    vendor: 'other',
    sku: 'AD-AP-01',
    own_brand: true,
    inventory_product_id: ap,
    purchase_price_cents: 14900,
    sale_price_cents: 24900,
    caas_price_cents: 1200,
    config_price_cents: 2500,
    monthly_licence_cents: 0,
    created_at: now,
    updated_at: now,
  })
}
