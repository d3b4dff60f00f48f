import { demoForcedInProduction, inProduction } from '#kernel/runtime/production_settings'

/**
 * Whether this process runs the demo's simulated outside services (vendor controllers, integrations, webhook
 * receiver, SMS, OpenID Connect, Stripe): on with DEMO_NETWORK=true, off with DEMO_NETWORK=false, and otherwise on
 * for the embedded default (no DATABASE_URL) unless DEMO_SEED=false. Never in production unless DEMO_IN_PRODUCTION=true
 * forces it (start/env.ts refuses DEMO_NETWORK=true there without it; start/boot_checks.ts logs the forced case).
 */
export function demoServicesEnabled() {
  const flag = process.env.DEMO_NETWORK
  if (flag === 'false') return false
  if (inProduction() && !demoForcedInProduction()) return false
  return flag === 'true' || (!process.env.DATABASE_URL && process.env.DEMO_SEED !== 'false')
}
