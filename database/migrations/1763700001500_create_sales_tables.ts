import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Sales visits, configuration calculations (quotes) and the sales-hunter role (issue 15, spec §3 Sales visit and
 * Config calculation). Money is integer cents. A user with `sales_role = 'hunter'` who is not an admin is confined
 * to the sales routes (spec §2 "one special sales-only user is confined to /admin/sales").
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.string('sales_role', 12).nullable()
    })

    this.schema.createTable('sales_visits', (table) => {
      table.increments('id')
      table.integer('hunter_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.string('venue_name', 160).notNullable()
      table.string('venue_type', 20).notNullable()
      table.string('venue_size', 10).notNullable()
      table.string('sector', 80).nullable()
      table.string('address', 200).nullable()
      table.string('postal_code', 12).nullable()
      table.string('city', 120).nullable()
      table.decimal('latitude', 9, 6).nullable()
      table.decimal('longitude', 9, 6).nullable()
      table.string('contact_name', 120).nullable()
      table.string('contact_role', 80).nullable()
      table.string('contact_phone', 40).nullable()
      table.string('contact_email', 254).nullable()
      /** interested | not_interested | undecided */
      table.string('interest', 16).notNullable()
      table.boolean('wants_offer').notNullable().defaultTo(false)
      table.boolean('follow_up').notNullable().defaultTo(false)
      /** quote | call | not_now, when a follow-up was agreed */
      table.string('follow_up_method', 10).nullable()
      table.boolean('marketing_opt_in').notNullable().defaultTo(false)
      table.boolean('knows_product').notNullable().defaultTo(false)
      /** How satisfied the venue is with its current internet, 1 (not at all) to 5 (very). */
      table.smallint('satisfaction').nullable()
      table.string('issue_reason', 300).nullable()
      table.string('pos_system', 80).nullable()
      table.boolean('has_terrace').notNullable().defaultTo(false)
      table.boolean('has_kiosk').notNullable().defaultTo(false)
      table.boolean('has_takeaway').notNullable().defaultTo(false)
      table.boolean('has_walk_in').notNullable().defaultTo(false)
      table.string('provider', 80).nullable()
      table.text('comment').nullable()
      /** open → offer (a quote was made or sent) → customer | lost */
      table.string('outcome', 10).notNullable().defaultTo('open')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['created_at'])
      table.index(['hunter_id', 'created_at'])
    })

    this.schema.createTable('sales_configs', (table) => {
      table.increments('id')
      table.integer('created_by').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table
        .integer('visit_id')
        .unsigned()
        .nullable()
        .references('sales_visits.id')
        .onDelete('SET NULL')
      table.string('title', 160).notNullable()
      table.integer('devices').notNullable()
      table.integer('connections').notNullable()
      table.smallint('plan').notNullable()
      table.string('install_category', 10).notNullable()
      table.integer('venues').notNullable()
      table.boolean('peplink_licence').notNullable().defaultTo(false)
      table.boolean('fixed_ip').notNullable().defaultTo(false)
      table.integer('max_one_off_cents').nullable()
      table.smallint('suggested_plan').notNullable()
      table.string('currency', 3).notNullable().defaultTo('EUR')
      table.integer('mrr_cents').notNullable()
      table.integer('one_off_cents').notNullable()
      /** The calculation as quoted: every line with its product, quantity and prices (the products may change later). */
      table.jsonb('breakdown').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['created_by', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('sales_configs')
    this.schema.dropTable('sales_visits')
    this.schema.alterTable('users', (table) => {
      table.dropColumn('sales_role')
    })
  }
}
