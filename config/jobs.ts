import env from '#start/env'
import { defineConfig } from '#kernel/jobs/define_config'

/**
 * Jobs (architecture §6): BullMQ when REDIS_URL is set, in-process timers
 * otherwise; JOBS_DRIVER overrides. The state of every run is a row in
 * job_runs, so either driver may lose triggers without losing work.
 */
const jobsConfig = defineConfig({
  driver: env.get('JOBS_DRIVER') ?? (env.get('REDIS_URL') ? 'bullmq' : 'in-process'),
  redisUrl: env.get('REDIS_URL'),
  prefix: 'airdeck:jobs',
  concurrency: 5,
  // A run whose worker died is taken over once its 30 s lease has run out and a sweep has seen it: every 10 s keeps
  // that under a minute whatever the sweep's phase (issue 33), for one indexed query per interval.
  sweepIntervalMs: 10_000,
  runWorkerInWeb: env.get('JOBS_RUN_WORKER') ?? true,

  jobs: [
    () => import('#core/mail/jobs/send_mail_job'),
    () => import('#core/auth/jobs/send_password_reset_job'),
    () => import('#core/network/jobs/sync_controller_job'),
    () => import('#core/network/jobs/automatic_updates_job'),
    () => import('#core/alerts/jobs/evaluate_alerts_job'),
    () => import('#core/integrations/jobs/deliver_integration_job'),
    () => import('#core/tenants/jobs/tenant_keys_job'),
    () => import('#core/tenants/jobs/tenant_mail_job'),
    () => import('#core/portal/sign_in/jobs/authorize_sign_ins_job'),
    () => import('#core/portal/admin/jobs/export_portal_guests_job'),
    () => import('#core/inventory/jobs/export_inventory_job'),
    () => import('#core/customer_exports/jobs/export_customer_job'),
    () => import('#core/portal/allowed_macs/jobs/allowed_macs_job'),
    () => import('#core/portal/guest_data/jobs/send_guest_data_link_job'),
    () => import('#core/webhooks/jobs/deliver_webhooks_job'),
    () => import('#core/webhooks/jobs/retry_webhooks_job'),
    () => import('#core/billing/customers/jobs/sync_stripe_customer_job'),
    () => import('#core/billing/subscriptions/jobs/follow_archive_job'),
    () => import('#core/billing/mismatches/jobs/recheck_venue_mismatches_job'),
    () => import('#core/billing/referrals/jobs/reward_referral_job'),
    () => import('#core/billing/monthly_invoicing/jobs/monthly_invoicing_job'),
    () => import('#core/billing/invoices/jobs/refresh_invoices_job'),
  ],
  periodic: [
    {
      name: 'controller-sync-tick',
      everyMs: 15_000,
      task: () => import('#core/network/jobs/controller_sync_tick'),
    },
    // Alert rules over every venue, for the time-based triggers (sync results are evaluated right after each sync).
    { name: 'alerts-tick', everyMs: 60_000, task: () => import('#core/alerts/jobs/alerts_tick') },
    // Integration deliveries (the outbox of guest events) that fell due; nudged at once after events commit too.
    {
      name: 'integration-delivery-tick',
      everyMs: 5_000,
      task: () => import('#core/integrations/jobs/integration_delivery_tick'),
    },
    {
      name: 'integration-retention',
      everyMs: 60 * 60_000,
      task: () => import('#core/integrations/jobs/integration_retention_tick'),
    },
    // Nightly firmware updates (plan feature, 03:30–05:30 in each venue's time zone), a few devices per venue per night.
    {
      name: 'automatic-updates-tick',
      everyMs: 15 * 60_000,
      task: () => import('#core/network/jobs/automatic_updates_tick'),
    },
    {
      name: 'network-history-retention',
      everyMs: 15 * 60_000,
      task: () => import('#core/network/jobs/history_retention_tick'),
    },
    // Nightly creations (03:00 Europe/Brussels) and deactivations on their date are rows that fall due: checked every minute.
    {
      name: 'tenant-keys-tick',
      everyMs: 60_000,
      task: () => import('#core/tenants/jobs/tenant_keys_tick'),
    },
    // Guests whose controller could not be reached at sign-in wait on this: their retries fall due seconds apart.
    {
      name: 'portal-sign-in-retry-tick',
      everyMs: 5_000,
      task: () => import('#core/portal/sign_in/jobs/sign_in_retry_tick'),
    },
    {
      name: 'portal-exports-retention',
      everyMs: 60 * 60_000,
      task: () => import('#core/portal/admin/jobs/portal_exports_retention_tick'),
    },
    {
      name: 'inventory-exports-retention',
      everyMs: 60 * 60_000,
      task: () => import('#core/inventory/jobs/inventory_exports_retention_tick'),
    },
    {
      name: 'customer-exports-retention',
      everyMs: 60 * 60_000,
      task: () => import('#core/customer_exports/jobs/customer_exports_retention_tick'),
    },
    // Allow-listed devices (TVs, printers): renewed on the controller well before their 30 days run out, failures retried.
    {
      name: 'allowed-macs-tick',
      everyMs: 60_000,
      task: () => import('#core/portal/allowed_macs/jobs/allowed_macs_tick'),
    },
    // Outgoing webhooks: retries whose time came (first one 5 s after a failure) and anything a lost trigger left.
    {
      name: 'webhook-retry-tick',
      everyMs: 5_000,
      task: () => import('#core/webhooks/jobs/webhook_retry_tick'),
    },
    {
      name: 'webhook-log-retention',
      everyMs: 60 * 60_000,
      task: () => import('#core/webhooks/jobs/webhook_retention_tick'),
    },
    // Venues compared with their billing (spec §4 service mismatch): ticks hourly, checks when the last check is a day old.
    {
      name: 'service-mismatch-tick',
      everyMs: 60 * 60_000,
      task: () => import('#core/billing/mismatches/jobs/service_mismatch_tick'),
    },
    // Referral credits whose job gave up or was lost; the month's invoicing run on the 1st (06:00 UTC).
    {
      name: 'referral-rewards-tick',
      everyMs: 5 * 60_000,
      task: () => import('#core/billing/referrals/jobs/referral_rewards_tick'),
    },
    {
      name: 'monthly-invoicing-tick',
      everyMs: 15 * 60_000,
      task: () => import('#core/billing/monthly_invoicing/jobs/monthly_invoicing_tick'),
    },
    // Account lock of overdue invoices (spec §4/§8); the invoice mirror re-read from Stripe in case a webhook was lost.
    {
      name: 'account-lock-tick',
      everyMs: 15 * 60_000,
      task: () => import('#core/billing/invoices/jobs/account_lock_tick'),
    },
    {
      name: 'invoice-refresh-tick',
      everyMs: 6 * 60 * 60_000,
      task: () => import('#core/billing/invoices/jobs/invoice_refresh_tick'),
    },
    {
      name: 'audit-log-retention',
      everyMs: 60 * 60_000,
      task: () => import('#core/audit_logs/jobs/audit_retention_tick'),
    },
    // Rows that would otherwise pile up (README, "Retention"): finished job runs after 14 days, outbox mails after
    // 30 days, Idempotency-Key answers after 24 hours; bounded batches per tick.
    {
      name: 'job-runs-retention',
      everyMs: 10 * 60_000,
      task: () => import('#kernel/jobs/job_runs_retention_tick'),
    },
    {
      name: 'mail-retention',
      everyMs: 10 * 60_000,
      task: () => import('#core/mail/jobs/mail_retention_tick'),
    },
    {
      name: 'idempotency-keys-retention',
      everyMs: 10 * 60_000,
      task: () => import('#kernel/http/idempotency/idempotency_retention_tick'),
    },
  ],
})

export default jobsConfig
