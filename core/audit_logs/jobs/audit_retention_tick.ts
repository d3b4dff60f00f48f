import { pruneAuditLogs } from '#core/audit_logs/prune_audit_logs'

/** Hourly (config/jobs.ts): audit entries past the 14-month retention go. Set-based and idempotent, so no job row. */
export default async function auditRetentionTick() {
  await pruneAuditLogs()
}
