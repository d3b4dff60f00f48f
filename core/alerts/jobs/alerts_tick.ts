import { evaluateAlerts } from '#core/alerts/evaluation/evaluate_alerts'

/**
 * The alerts' periodic evaluation (config/jobs.ts, every minute) over every covered venue: the time-based triggers
 * (device offline for N minutes, sign-ins stopped, opening hours starting or ending) move without a sync, and a
 * controller waiting for credentials is not synced at all. Idempotent and set-based, so it runs as the tick itself.
 */
export default async function alertsTick() {
  await evaluateAlerts()
}
