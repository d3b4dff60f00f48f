import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type IntegrationConnection from '#core/integrations/models/integration_connection'
import type { IntegrationPlugin } from '#core/plugins/define_plugin'
import { PluginAuthError, messageOf } from '#core/plugins/plugin_errors'
import { assertOptionChoices, withService } from '#core/integrations/services/with_service'
import { serviceError } from '#core/integrations/services/service_errors'
import { logAttempt, markNeedsCredentials } from '#core/integrations/delivery/delivery_outcomes'
import { kickDeliveries } from '#core/integrations/delivery/delivery_kick'
import { validOptions } from '#core/integrations/actions/connect_integration'
import { recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'

const namespace = (connection: IntegrationConnection) => `integration-${connection.id}`

/**
 * Pauses or resumes a connection, or changes its options (checked against the account first: an audience that is not
 * there is a field error). A refused key found on the way turns the connection to needs-credentials.
 */
export async function updatePortalIntegration(
  ctx: HttpContext,
  plugin: IntegrationPlugin,
  connection: IntegrationConnection,
  body: { options?: Record<string, unknown>; active?: boolean }
) {
  const options = await validOptions(ctx, plugin, body.options, connection.options ?? {})
  if (body.options !== undefined) {
    await withService(connection.pluginId, connection.settings, namespace(connection), (service) =>
      assertOptionChoices(service, options)
    ).catch(async (error) => {
      if (error instanceof PluginAuthError) await markNeedsCredentials(connection, messageOf(error))
      throw serviceError(error)
    })
  }
  let state = connection.state
  if (body.active === false) state = 'inactive'
  if (body.active === true && state === 'inactive') state = 'active'
  await db.transaction(async (trx) => {
    connection.useTransaction(trx)
    connection.merge({ options, state })
    await connection.save()
    if (state === 'active')
      await trx
        .from('integration_deliveries')
        .where({ connection_id: connection.id, status: 'pending' })
        .update({ next_attempt_at: new Date() })
    await recordAudit(
      {
        action: 'integration.updated',
        objectType: 'integration_connection',
        objectId: connection.id,
        newValues: { options, state },
      },
      trx
    )
    trx.after('commit', kickDeliveries)
  })
  return connection
}

/**
 * "Test": one authenticated read with the stored key, logged. A refused key turns the connection to needs-credentials
 * (its owner is mailed); a working key brings a connection that waited for credentials back to active.
 */
export async function testPortalIntegration(ctx: HttpContext, connection: IntegrationConnection) {
  const started = performance.now()
  try {
    const info = await withService(
      connection.pluginId,
      connection.settings,
      namespace(connection),
      (service) => service.testConnection()
    )
    const message = info.account ? `connected to ${info.account}` : 'connected'
    await db.transaction(async (trx) => {
      await lockConnection(connection, trx)
      await logAttempt(
        {
          connectionId: connection.id,
          action: 'test',
          ok: true,
          message,
          durationMs: performance.now() - started,
        },
        trx
      )
      if (connection.state === 'needs_credentials') {
        connection.useTransaction(trx)
        connection.merge({
          state: 'active',
          account: info.account ?? connection.account,
          lastError: null,
        })
        await connection.save()
        await trx
          .from('integration_deliveries')
          .where({ connection_id: connection.id, status: 'pending' })
          .update({ next_attempt_at: new Date() })
        trx.after('commit', kickDeliveries)
      }
    })
    return {
      ok: true,
      message: ctx.i18n.t('integrations.test.ok', { account: info.account ?? '' }),
    }
  } catch (error) {
    if (error instanceof AppException && error.status === 404) throw error
    await db.transaction(async (trx) => {
      await lockConnection(connection, trx)
      await logAttempt(
        {
          connectionId: connection.id,
          action: 'test',
          ok: false,
          message: messageOf(error),
          durationMs: performance.now() - started,
        },
        trx
      )
    })
    if (error instanceof PluginAuthError) await markNeedsCredentials(connection, messageOf(error))
    const answer = serviceError(error)
    const code = answer instanceof AppException ? answer.code : 'E_INTEGRATION_FAILED'
    return { ok: false, message: ctx.i18n.t(`errors.${code}`) }
  }
}

/**
 * Holds the connection's row until the transaction ends, so a disconnect waits for the log line instead of deleting
 * the row under it; a connection disconnected meanwhile is a 404.
 */
async function lockConnection(connection: IntegrationConnection, trx: TransactionClientContract) {
  const row = await trx
    .from('integration_connections')
    .where('id', connection.id)
    .forUpdate()
    .select('id')
    .first()
  if (!row) throw AppException.notFound()
}

/** Forgets the connection with its key, its waiting deliveries and its log. */
export async function disconnectPortalIntegration(connection: IntegrationConnection) {
  await db.transaction(async (trx) => {
    connection.useTransaction(trx)
    await connection.delete()
    await recordAudit(
      {
        action: 'integration.disconnected',
        objectType: 'integration_connection',
        objectId: connection.id,
        oldValues: { pluginId: connection.pluginId, portalId: connection.portalId },
      },
      trx
    )
  })
}

/** Deliveries given up after their last retry are tried again, from the first wait. */
export async function retryFailedDeliveries(connection: IntegrationConnection) {
  const retried = await db
    .from('integration_deliveries')
    .where({ connection_id: connection.id, status: 'failed' })
    .update({ status: 'pending', attempts: 0, next_attempt_at: new Date(), finished_at: null })
  kickDeliveries()
  return Number(Array.isArray(retried) ? retried.length : retried)
}
