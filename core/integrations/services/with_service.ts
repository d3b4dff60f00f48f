import { connectIntegration } from '#core/plugins/connect_integration'
import type { IntegrationConnection as ServiceConnection } from '#core/plugins/integration_contract'
import { PluginAuthError, messageOf } from '#core/plugins/plugin_errors'
import IntegrationConnection from '#core/integrations/models/integration_connection'
import { markNeedsCredentials } from '#core/integrations/delivery/delivery_outcomes'
import { serviceError } from '#core/integrations/services/service_errors'
import { AppException } from '#kernel/exceptions/app_exception'

/** Opens a connection to the service, runs `work` on it and closes it, whatever happens. */
export async function withService<T>(
  pluginId: string,
  settings: Record<string, unknown>,
  cacheNamespace: string,
  work: (service: ServiceConnection) => Promise<T>
): Promise<T> {
  let service: ServiceConnection | null = null
  try {
    service = await connectIntegration(pluginId, settings, { cacheNamespace })
    return await work(service)
  } finally {
    await service?.close().catch(() => {})
  }
}

/**
 * Options naming something in the account (an audience) must name one that exists there: checked against the
 * connection's `optionChoices`, a field error `options.<field>` otherwise.
 */
export async function assertOptionChoices(
  service: ServiceConnection,
  options: Record<string, unknown>
) {
  if (!service.optionChoices) return
  const choices = await service.optionChoices()
  for (const [field, values] of Object.entries(choices)) {
    const chosen = options[field]
    if (chosen === undefined || chosen === null || chosen === '') continue
    if (!values.some((choice) => choice.value === chosen))
      throw AppException.invalidField(`options.${field}`, 'in')
  }
}

/**
 * Runs `work` on a partner's saved connection to a partner-wide integration, for core features that read from it
 * (billing: `readDeal` of Pipedrive for `POST /invoices/pipedrive`). No connection, or a paused one → 404; a refused
 * key turns the connection to needs-credentials (owner mailed); failures come back as the form's 422 answers.
 */
export async function withPartnerIntegration<T>(
  partnerId: number,
  pluginId: string,
  work: (service: ServiceConnection) => Promise<T>
): Promise<T> {
  const connection = await IntegrationConnection.query()
    .where({ partner_id: partnerId, plugin_id: pluginId })
    .whereNot('state', 'inactive')
    .first()
  if (!connection) throw AppException.notFound()
  return withService(pluginId, connection.settings, `integration-${connection.id}`, work).catch(
    async (error) => {
      if (error instanceof PluginAuthError) await markNeedsCredentials(connection, messageOf(error))
      throw serviceError(error)
    }
  )
}
