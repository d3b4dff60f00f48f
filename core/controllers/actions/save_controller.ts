import { randomUUID } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import Controller from '#core/controllers/models/controller'
import { controllerFormValidator } from '#core/controllers/validators/controller_validators'
import { randomAlias } from '#core/controllers/services/random_alias'
import { connectionTestError } from '#core/controllers/services/controller_errors'
import { mayReuseSecrets } from '#core/controllers/services/secret_reuse'
import { connectController } from '#core/plugins/connect_controller'
import type { ControllerInfo, RemoteSite } from '#core/plugins/controller_contract'
import plugins from '#core/plugins/plugins_service'
import { storeSites } from '#core/network/services/store_sites'
import { createdValues, pendingChanges, recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'

const FORM_FIELDS = new Set(['vendor', 'alias', 'syncIntervalSeconds'])

/**
 * Creates or updates a controller from the form, saving it only when the vendor accepted the settings: the plugin's
 * validator gives the field errors (the URL included: only the plugin knows whether it needs a port or has a default),
 * then connect + testConnection + listSites must succeed. On update an empty secret keeps the stored one only while
 * the URL and account stay the same (mayReuseSecrets), so changing either makes the secret required again.
 */
export async function saveController(ctx: HttpContext, body: Record<string, unknown>, existing?: Controller) {
  const form = await ctx.request.validateUsing(controllerFormValidator, { data: body })
  if (!plugins.hasController(form.vendor)) throw AppException.invalidField('vendor', 'in')
  const plugin = plugins.controller(form.vendor)
  const { secretSettings: secretNames, defaultUrl } = plugin.manifest

  const raw: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(body)) if (!FORM_FIELDS.has(key)) raw[key] = value
  const reuseSecrets = existing !== undefined && mayReuseSecrets(existing, plugin, raw)
  for (const name of secretNames) {
    if (raw[name] !== undefined && raw[name] !== null && raw[name] !== '') continue
    // Left empty: the plugin's validator reports the secret as required unless the stored one may be reused.
    if (reuseSecrets) raw[name] = existing!.secrets[name]
    else delete raw[name]
  }
  const settings = (await plugin.settings.validate(raw, { messagesProvider: ctx.i18n.createMessagesProvider() })) as Record<string, unknown>
  const url = typeof settings.url === 'string' ? settings.url : defaultUrl
  if (!url) throw AppException.invalidField('url', 'required')
  const { info, sites } = await testSettings(form.vendor, settings, existing)

  const controller = existing ?? new Controller()
  controller.merge({
    alias: form.alias || existing?.alias || randomAlias(),
    vendor: form.vendor,
    url,
    username: typeof settings.username === 'string' ? settings.username : null,
    settings: pick(settings, (key) => !secretNames.includes(key) && key !== 'url' && key !== 'username'),
    secrets: pick(settings, (key) => secretNames.includes(key)) as Record<string, string>,
    version: info.version,
    flavour: info.flavour,
    webUiUrl: info.webUiUrl,
    status: 'connected',
    lastError: null,
    syncIntervalSeconds: form.syncIntervalSeconds ?? existing?.syncIntervalSeconds ?? 60,
  })
  const changes = existing ? pendingChanges(controller) : null
  await db.transaction(async (trx) => {
    controller.useTransaction(trx)
    await controller.save()
    await storeSites(controller.id, sites, trx)
    if (changes) {
      if (changes.changed) await recordAudit({ action: 'controller.updated', objectType: 'controller', objectId: controller.id, oldValues: changes.oldValues, newValues: changes.newValues }, trx)
    } else {
      await recordAudit({ action: 'controller.created', objectType: 'controller', objectId: controller.id, newValues: createdValues(controller) }, trx)
    }
  })
  return controller
}

async function testSettings(vendor: string, settings: Record<string, unknown>, existing?: Controller): Promise<{ info: ControllerInfo; sites: RemoteSite[] }> {
  const cacheNamespace = existing ? `controller-${existing.id}` : `form-${randomUUID()}`
  let connection
  try {
    connection = await connectController(vendor, settings, { cacheNamespace })
    const info = await connection.testConnection()
    return { info, sites: await connection.listSites() }
  } catch (error) {
    throw connectionTestError(error)
  } finally {
    await connection?.close().catch(() => {})
  }
}

function pick(values: Record<string, unknown>, keep: (key: string) => boolean) {
  return Object.fromEntries(Object.entries(values).filter(([key, value]) => keep(key) && value !== undefined))
}
