import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('job_runs', (table) => {
      table.bigIncrements('id')
      table.string('job_name', 100).notNullable()
      table.string('queue', 60).notNullable()
      table.jsonb('payload').notNullable()
      table.string('status', 16).notNullable().defaultTo('pending')
      table.integer('attempts').notNullable().defaultTo(0)
      table.integer('max_attempts').notNullable()
      table.timestamp('available_at', { useTz: true }).notNullable()
      table.timestamp('locked_until', { useTz: true }).nullable()
      table.text('last_error').nullable()
      table.timestamp('finished_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['status', 'available_at'])
    })

    this.schema.createTable('mails', (table) => {
      table.bigIncrements('id')
      table.string('to_address', 254).notNullable()
      table.string('subject', 400).notNullable()
      table.text('html').notNullable()
      table.text('text').notNullable()
      table.string('kind', 40).notNullable()
      table.string('lang', 2).nullable()
      table.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.string('status', 16).notNullable().defaultTo('queued')
      table.integer('attempts').notNullable().defaultTo(0)
      table.text('error').nullable()
      table.string('message_id', 400).nullable()
      table.timestamp('sent_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['status', 'created_at'])
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable('mails')
    this.schema.dropTable('job_runs')
  }
}
