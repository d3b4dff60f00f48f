import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Financials and the admin operations view (issue 25).
 *
 * - `financial_targets`: the revenue target of a year (cents, euro), set by admins.
 * - `subscription_periods`: the history of each venue's monthly recurring amount, so MRR can be told for any past
 *   month. The venue row only holds the subscription as it is now; a trigger on `locations` closes the open period
 *   and opens a new one whenever the billed state changes, whichever code path wrote it (webhooks, admin actions,
 *   seeders). A period counts while the subscription is active or past due (Stripe still bills it), in euro, above 0.
 *   `continues_previous`: the amount of a running subscription changed (not new MRR); `churned`: it stopped.
 * - `controllers.last_good_sync_at`: the end of the last sync that succeeded (sync lag), kept apart from
 *   `last_sync_at`, which a failing sync moves too.
 * - `controller_sync_hours`: per hour, the syncs that ended, how many failed, and the longest time a controller had
 *   gone without a good sync when one of its syncs ended; written by each sync, kept 8 days (the 24-hour chart).
 * - Indexes for the one query per card of both screens.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('financial_targets', (table) => {
      table.integer('year').primary()
      table.bigInteger('amount').notNullable()
      table.integer('updated_by').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })

    this.schema.createTable('subscription_periods', (table) => {
      table.bigIncrements('id')
      table.integer('location_id').notNullable()
      table.string('subscription_id', 64).nullable()
      table.integer('amount').notNullable()
      table.boolean('continues_previous').notNullable().defaultTo(false)
      table.boolean('churned').notNullable().defaultTo(false)
      table.timestamp('started_at', { useTz: true }).notNullable()
      table.timestamp('ended_at', { useTz: true }).nullable()
      table.index(['started_at'])
      table.index(['ended_at'])
    })
    this.schema.raw(
      'create unique index subscription_periods_open on subscription_periods (location_id) where ended_at is null'
    )
    this.schema.raw(`
      create function record_subscription_period() returns trigger language plpgsql as $$
      declare
        was_billed boolean := false;
        is_billed boolean := false;
      begin
        if tg_op <> 'INSERT' then
          was_billed := old.subscription_status in ('active', 'past_due')
            and coalesce(old.subscription_currency, 'eur') = 'eur' and coalesce(old.subscription_amount, 0) > 0;
        end if;
        if tg_op <> 'DELETE' then
          is_billed := new.subscription_status in ('active', 'past_due')
            and coalesce(new.subscription_currency, 'eur') = 'eur' and coalesce(new.subscription_amount, 0) > 0;
        end if;
        if tg_op = 'UPDATE' and was_billed = is_billed and (not is_billed or (
            old.subscription_amount = new.subscription_amount
            and old.subscription_id is not distinct from new.subscription_id)) then
          return null;
        end if;
        if was_billed then
          update subscription_periods set ended_at = clock_timestamp(), churned = not is_billed
            where location_id = old.id and ended_at is null;
        end if;
        if is_billed then
          insert into subscription_periods (location_id, subscription_id, amount, continues_previous, started_at)
            values (new.id, new.subscription_id, new.subscription_amount, was_billed, clock_timestamp());
        end if;
        return null;
      end $$
    `)
    this.schema.raw(`
      create trigger locations_subscription_periods
        after insert or delete or update of subscription_status, subscription_amount, subscription_currency, subscription_id
        on locations for each row execute function record_subscription_period()
    `)
    this.schema.raw(`
      insert into subscription_periods (location_id, subscription_id, amount, started_at)
      select id, subscription_id, subscription_amount, coalesce(subscription_synced_at, created_at)
      from locations
      where subscription_status in ('active', 'past_due') and coalesce(subscription_currency, 'eur') = 'eur'
        and coalesce(subscription_amount, 0) > 0
    `)

    this.schema.raw(`
      create index invoices_revenue on invoices (stripe_created_at) include (subtotal)
        where currency = 'eur' and stripe_status in ('open', 'paid')
    `)
    this.schema.alterTable('controllers', (table) => {
      table.timestamp('last_good_sync_at', { useTz: true }).nullable()
    })
    this.schema.createTable('controller_sync_hours', (table) => {
      table.timestamp('starts_at', { useTz: true }).primary()
      table.integer('syncs').notNullable().defaultTo(0)
      table.integer('failed').notNullable().defaultTo(0)
      table.integer('max_lag_seconds').notNullable().defaultTo(0)
    })
    this.schema.raw(
      "update controllers set last_good_sync_at = last_sync_at where status = 'connected'"
    )
    this.schema.raw(
      "create index job_runs_failed_finished on job_runs (finished_at) where status = 'failed'"
    )
    this.schema.raw('create index portal_sign_ins_created on portal_sign_ins (created_at)')
    this.schema.raw('create index webhook_deliveries_created on webhook_deliveries (created_at)')
    this.schema.raw(
      'create index integration_deliveries_created on integration_deliveries (created_at)'
    )
  }

  async down() {
    this.schema.raw('drop index if exists integration_deliveries_created')
    this.schema.raw('drop index if exists webhook_deliveries_created')
    this.schema.raw('drop index if exists portal_sign_ins_created')
    this.schema.raw('drop index if exists job_runs_failed_finished')
    this.schema.dropTable('controller_sync_hours')
    this.schema.alterTable('controllers', (table) => {
      table.dropColumn('last_good_sync_at')
    })
    this.schema.raw('drop index if exists invoices_revenue')
    this.schema.raw('drop trigger if exists locations_subscription_periods on locations')
    this.schema.raw('drop function if exists record_subscription_period()')
    this.schema.dropTable('subscription_periods')
    this.schema.dropTable('financial_targets')
  }
}
