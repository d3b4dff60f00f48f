import { randomUUID } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { IntegrationPlugin } from '#core/plugins/define_plugin'
import { findOrCreatePortal } from '#core/portal/portal_queries'
import IntegrationConnection from '#core/integrations/models/integration_connection'
import { namedIntegration } from '#core/integrations/services/portal_connection'
import { assertOptionChoices, withService } from '#core/integrations/services/with_service'
import { serviceError } from '#core/integrations/services/service_errors'
import { logAttempt } from '#core/integrations/delivery/delivery_outcomes'
import { kickDeliveries } from '#core/integrations/delivery/delivery_kick'
import { recordAudit } from '#kernel/audit/audit'

/** The plugin's options form, validated with its own validator (its field errors under `options.`). */
export async function validOptions(
  ctx: HttpContext,
  plugin: IntegrationPlugin,
  options: Record<string, unknown> | undefined,
  fallback: Record<string, unknown>
) {
  if (options === undefined) return fallback
  if (!plugin.options) return {}
  return (await plugin.options.validate(options, {
    messagesProvider: ctx.i18n.createMessagesProvider(),
  })) as Record<string, unknown>
}

/**
 * Connects a portal (or the caller's partner) to an integration, or gives its connection a new key: the key is tested
 * against the service (and chosen options against the account) before anything is saved, so a wrong key saves
 * nothing (spec §5). A connection that waited for credentials is active again and its waiting deliveries are due.
 */
export async function connectIntegration(
  ctx: HttpContext,
  body: { settings: Record<string, unknown>; options?: Record<string, unknown> }
) {
  const found = await namedIntegration(ctx)
  const { plugin, connection: existing } = found
  const pluginId = plugin.manifest.id
  const settings = (await plugin.settings.validate(body.settings, {
    messagesProvider: ctx.i18n.createMessagesProvider(),
  })) as Record<string, unknown>
  const options = await validOptions(ctx, plugin, body.options, existing?.options ?? {})
  const started = performance.now()
  const info = await withService(pluginId, settings, `form-${randomUUID()}`, async (service) => {
    const tested = await service.testConnection()
    await assertOptionChoices(service, options)
    return tested
  }).catch((error) => {
    throw serviceError(error)
  })

  return db.transaction(async (trx) => {
    const owner = found.location
      ? { portalId: (await findOrCreatePortal(found.location, trx)).id, partnerId: null }
      : { portalId: null, partnerId: found.partnerId }
    const row = existing ?? new IntegrationConnection()
    row.merge({
      pluginId,
      ...owner,
      state: 'active',
      settings,
      options,
      account: info.account,
      connectedBy: ctx.auth.user!.id,
      lastError: null,
      lastErrorAt: null,
    })
    row.useTransaction(trx)
    await row.save()
    await trx
      .from('integration_deliveries')
      .where({ connection_id: row.id, status: 'pending' })
      .update({ next_attempt_at: new Date() })
    await recordAudit(
      {
        action: existing ? 'integration.key_changed' : 'integration.connected',
        objectType: 'integration_connection',
        objectId: row.id,
        newValues: { pluginId, ...owner, account: info.account },
      },
      trx
    )
    await logAttempt(
      {
        connectionId: row.id,
        action: 'connect',
        ok: true,
        message: info.account ? `connected to ${info.account}` : 'connected',
        durationMs: performance.now() - started,
      },
      trx
    )
    trx.after('commit', kickDeliveries)
    return row
  })
}
