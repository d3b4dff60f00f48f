import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'

/**
 * The addresses of the demo's simulated services, shared through the database (demo_service_endpoints): the web
 * process that starts a simulator records it, every other process of the deployment reads it. A demo simulator lives
 * in one process; without this a dedicated worker fell back to the real service (Mailchimp, HubSpot, Piggy, Stripe)
 * with the demo's published keys, or did nothing and called it done.
 */
export interface DemoEndpoint {
  url: string
  secrets: Record<string, string> | null
}

const PURPOSE = 'demo.endpoints'

export async function recordDemoEndpoint(
  service: string,
  url: string,
  secrets: Record<string, string> | null = null
) {
  const sealed = secrets ? encryption.encrypt(JSON.stringify(secrets), undefined, PURPOSE) : null
  await db.transaction((trx) =>
    trx.rawQuery(
      `insert into demo_service_endpoints (service, url, secrets, updated_at) values (?, ?, nullif(?, ''), now())
       on conflict (service) do update set url = excluded.url, secrets = excluded.secrets, updated_at = now()`,
      [service, url, sealed ?? '']
    )
  )
}

/** Removes the record when it is still this process's simulator (a newer start may have replaced it). */
export async function forgetDemoEndpoint(service: string, url: string) {
  await db.transaction((trx) => trx.from('demo_service_endpoints').where({ service, url }).delete())
}

export async function recordedDemoEndpoint(service: string): Promise<DemoEndpoint | null> {
  const row = await db.from('demo_service_endpoints').where('service', service).first()
  if (!row) return null
  const text = row.secrets ? encryption.decrypt<string>(row.secrets, PURPOSE) : null
  return { url: row.url, secrets: text ? JSON.parse(text) : null }
}

export const integrationService = (pluginId: string) => `integration:${pluginId}`
export const STRIPE_SERVICE = 'stripe'
