import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Issue 16: the installer and demo-customer roles (core/access/account_roles.ts), a customer's choice to block
 * support access (impersonation of its users), and the second identity on audit entries written while an admin
 * is signed in as someone else.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.string('account_role', 16).nullable()
    })
    this.schema.raw(
      `alter table users add constraint users_account_role_check check (account_role in ('installer', 'demo_customer'))`
    )
    this.schema.alterTable('customers', (table) => {
      table.boolean('support_access_blocked').notNullable().defaultTo(false)
    })
    this.schema.alterTable('audit_logs', (table) => {
      table
        .integer('impersonator_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table.index(['impersonator_id'])
    })
  }

  async down() {
    this.schema.alterTable('audit_logs', (table) => {
      table.dropColumn('impersonator_id')
    })
    this.schema.alterTable('customers', (table) => {
      table.dropColumn('support_access_blocked')
    })
    this.schema.alterTable('users', (table) => {
      table.dropColumn('account_role')
    })
  }
}
