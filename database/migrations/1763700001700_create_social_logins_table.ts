import { BaseSchema } from '@adonisjs/lucid/schema'

/** Google/Microsoft sign-ins attached to accounts: one per provider and user, one user per provider subject. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('social_logins', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.string('provider', 20).notNullable()
      table.string('subject', 255).notNullable()
      table.string('email', 254).nullable()
      table.timestamp('last_used_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.unique(['provider', 'subject'])
      table.unique(['user_id', 'provider'])
    })
  }

  async down() {
    this.schema.dropTable('social_logins')
  }
}
