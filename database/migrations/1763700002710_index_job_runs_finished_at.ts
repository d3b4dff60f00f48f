import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The retention of finished job runs (core/kernel/jobs/job_runs_retention.ts) selects by `finished_at`: this partial
 * index keeps each batch an index range scan over finished runs only, however many millions pile up. The other
 * retained tables already have theirs: `mails (status, created_at)`, `idempotency_keys (created_at)`.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      'create index job_runs_finished_at on job_runs (finished_at) where finished_at is not null'
    )
  }

  async down() {
    this.schema.raw('drop index if exists job_runs_finished_at')
  }
}
