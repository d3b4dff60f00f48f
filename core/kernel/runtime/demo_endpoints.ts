import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'

/**
 * The addresses of the demo's simulated services, shared through the database (demo_service_endpoints): the web
 * process that starts a simulator records it, every other process of the deployment reads it. A demo simulator lives
 * in one process; without this a dedicated worker fell back to the real service (Mailchimp, HubSpot, Piggy, Stripe)
 * with the demo's published keys, or did nothing and called it done.
 *
 * A process killed without its shutdown (SIGKILL, a crash, a lost machine) cannot remove its record, so the recording
 * process refreshes `updated_at` while it runs, and a record left unrefreshed for DEMO_ENDPOINT_STALE_MS is no longer
 * followed. Only connections holding the published demo keys follow a record at all (core/plugins/connect_integration.ts).
 */
export interface DemoEndpoint {
  url: string
  secrets: Record<string, string> | null
}

const PURPOSE = 'demo.endpoints'

/** Three missed refreshes: a process that is merely busy (a long GC, a slow database) keeps its record. */
const REFRESH_MS = 30_000
export const DEMO_ENDPOINT_STALE_MS = 3 * REFRESH_MS

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

/**
 * Refreshes this process's record until the returned stop is called (at shutdown). A record another start replaced
 * is left alone: the update matches this process's address only.
 */
export function keepDemoEndpointFresh(
  service: string,
  url: string,
  onError: (error: unknown) => void,
  { refreshMs = REFRESH_MS } = {}
) {
  const refresh = () =>
    void db
      .transaction((trx) =>
        trx
          .from('demo_service_endpoints')
          .where({ service, url })
          .update({ updated_at: trx.raw('now()') })
      )
      .catch(onError)
  const timer = setInterval(refresh, refreshMs)
  timer.unref()
  return () => clearInterval(timer)
}

/** The simulator a running process recorded for `service`, or null (none, or its process stopped refreshing it). */
export async function recordedDemoEndpoint(service: string): Promise<DemoEndpoint | null> {
  const row = await db
    .from('demo_service_endpoints')
    .where('service', service)
    .whereRaw(`updated_at > now() - make_interval(secs => ?)`, [DEMO_ENDPOINT_STALE_MS / 1000])
    .first()
  if (!row) return null
  const text = row.secrets ? encryption.decrypt<string>(row.secrets, PURPOSE) : null
  return { url: row.url, secrets: text ? JSON.parse(text) : null }
}

export const integrationService = (pluginId: string) => `integration:${pluginId}`
export const STRIPE_SERVICE = 'stripe'
