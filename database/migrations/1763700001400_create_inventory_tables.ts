import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Products, stock and CaaS hardware (issue 15, spec §3 Inventory product). Money is integer cents; the stock
 * quantity can never go below zero (a check constraint behind the conditional updates of the actions).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('suppliers', (table) => {
      table.increments('id')
      table.string('name', 120).notNullable().unique()
      table.string('email', 254).nullable()
      table.string('phone', 40).nullable()
      table.string('website', 300).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })

    this.schema.createTable('products', (table) => {
      table.increments('id')
      table.string('name', 160).notNullable()
      table.string('type', 20).notNullable()
      table.string('model', 120).notNullable()
      table.string('vendor', 20).notNullable()
      /** A GTIN (EAN-13, UPC-A, EAN-8), check digit verified; unique when present. */
      table.string('ean', 14).nullable().unique()
      table.string('sku', 64).nullable().unique()
      table
        .integer('supplier_id')
        .unsigned()
        .nullable()
        .references('suppliers.id')
        .onDelete('SET NULL')
      table.string('currency', 3).notNullable().defaultTo('EUR')
      table.integer('purchase_price_cents').notNullable().defaultTo(0)
      table.integer('sale_price_cents').notNullable().defaultTo(0)
      table.integer('caas_price_cents').notNullable().defaultTo(0)
      table.integer('config_price_cents').notNullable().defaultTo(0)
      table.integer('monthly_licence_cents').notNullable().defaultTo(0)
      table.integer('quantity').notNullable().defaultTo(0)
      table.integer('low_stock_threshold').notNullable().defaultTo(0)
      /** Every unit carries its own serial number (and MAC): stock moves name them. */
      table.boolean('serialized').notNullable().defaultTo(false)
      /** Our own brand: sold as this product, built from the linked inventory product. */
      table.boolean('own_brand').notNullable().defaultTo(false)
      table
        .integer('inventory_product_id')
        .unsigned()
        .nullable()
        .references('products.id')
        .onDelete('SET NULL')
      /** The payment provider's product (prod_…) this product is billed as. */
      table.string('stripe_product_id', 64).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['vendor', 'type'])
    })
    this.schema.raw(
      'ALTER TABLE products ADD CONSTRAINT products_quantity_not_negative CHECK (quantity >= 0)'
    )

    this.schema.createTable('inventory_units', (table) => {
      table.increments('id')
      table
        .integer('product_id')
        .unsigned()
        .notNullable()
        .references('products.id')
        .onDelete('CASCADE')
      table.string('serial', 64).notNullable()
      table.string('mac', 17).nullable()
      /** in_stock → allocated → in_stock (returned) | lost | broken; removed when deducted from stock. */
      table.string('status', 12).notNullable().defaultTo('in_stock')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.unique(['product_id', 'serial'])
      table.index(['mac'])
    })

    this.schema.createTable('hardware_allocations', (table) => {
      table.increments('id')
      table
        .integer('location_id')
        .unsigned()
        .notNullable()
        .references('locations.id')
        .onDelete('CASCADE')
      table
        .integer('product_id')
        .unsigned()
        .notNullable()
        .references('products.id')
        .onDelete('CASCADE')
      table
        .integer('unit_id')
        .unsigned()
        .nullable()
        .references('inventory_units.id')
        .onDelete('SET NULL')
      table.integer('quantity').notNullable()
      /** allocated, then returned (back in stock), lost or broken (written off). */
      table.string('status', 10).notNullable().defaultTo('allocated')
      table
        .integer('allocated_by')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table.string('note', 500).nullable()
      table.timestamp('allocated_at', { useTz: true }).notNullable()
      table.timestamp('closed_at', { useTz: true }).nullable()
      table.index(['location_id', 'status'])
    })

    this.schema.createTable('inventory_logs', (table) => {
      table.bigIncrements('id')
      table
        .integer('product_id')
        .unsigned()
        .notNullable()
        .references('products.id')
        .onDelete('CASCADE')
      table
        .integer('unit_id')
        .unsigned()
        .nullable()
        .references('inventory_units.id')
        .onDelete('SET NULL')
      table
        .integer('location_id')
        .unsigned()
        .nullable()
        .references('locations.id')
        .onDelete('SET NULL')
      table.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      /** Signed: what the stock changed by (0 for a write-off of allocated hardware, which left stock before). */
      table.integer('change').notNullable()
      /** How many units the entry is about: the change, or what was written off at a venue. */
      table.integer('units').notNullable()
      table.integer('quantity_after').notNullable()
      table.string('reason', 20).notNullable()
      table.string('note', 500).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['product_id', 'created_at'])
      table.index(['created_at'])
    })

    this.schema.createTable('inventory_exports', (table) => {
      table.bigIncrements('id')
      /** stock or allocated; csv or xlsx. */
      table.string('kind', 10).notNullable()
      table.string('format', 4).notNullable()
      table.string('email', 254).notNullable()
      table
        .integer('requested_by')
        .unsigned()
        .notNullable()
        .references('users.id')
        .onDelete('CASCADE')
      table.string('language', 5).notNullable().defaultTo('en')
      table.string('status', 10).notNullable().defaultTo('queued')
      table.string('file_path', 300).nullable()
      table.integer('row_count').nullable()
      table.string('token_hash', 64).nullable().unique()
      table.timestamp('expires_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('completed_at', { useTz: true }).nullable()
    })
  }

  async down() {
    for (const name of [
      'inventory_exports',
      'inventory_logs',
      'hardware_allocations',
      'inventory_units',
      'products',
      'suppliers',
    ])
      this.schema.dropTable(name)
  }
}
