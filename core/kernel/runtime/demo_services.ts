/**
 * Whether this process runs the demo's simulated outside services (vendor controllers, integrations, webhook
 * receiver, SMS, OpenID Connect): on with DEMO_NETWORK=true, off with DEMO_NETWORK=false, and otherwise on for the
 * embedded default (no DATABASE_URL) unless DEMO_SEED=false.
 */
export function demoServicesEnabled() {
  const flag = process.env.DEMO_NETWORK
  if (flag === 'false') return false
  return flag === 'true' || (!process.env.DATABASE_URL && process.env.DEMO_SEED !== 'false')
}
