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
import logger from '@adonisjs/core/services/logger'
import { isLoopbackHost, resolveReachable } from '#kernel/outbound/guarded_connector'
import { OutboundError, type OutboundFailure } from '#kernel/outbound/outbound_errors'
import { parseOutboundUrl } from '#kernel/outbound/outbound_http'
import { controllerPolicy } from '#kernel/outbound/outbound_policy'

const FORM_FIELDS = new Set(['vendor', 'alias', 'syncIntervalSeconds', 'privateNetwork'])

/**
 * Creates or updates a controller from the form, saving it only when the vendor accepted the settings: the plugin's
 * validator gives the field errors (the URL included: only the plugin knows whether it needs a port or has a default),
 * then connect + testConnection + listSites must succeed. On update an empty secret keeps the stored one only while
 * the URL and account stay the same (mayReuseSecrets), so changing either makes the secret required again.
 */
export async function saveController(
  ctx: HttpContext,
  body: Record<string, unknown>,
  existing?: Controller
) {
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
  const settings = (await plugin.settings.validate(raw, {
    messagesProvider: ctx.i18n.createMessagesProvider(),
  })) as Record<string, unknown>
  const url = typeof settings.url === 'string' ? settings.url : defaultUrl
  if (!url) throw AppException.invalidField('url', 'required')
  const isAdmin = ctx.auth.user!.isAdmin
  const privateNetwork = privateNetworkFlag(isAdmin, form.privateNetwork, url, existing)
  await checkControllerUrl(url, privateNetwork)
  const { info, sites } = await testSettings(form.vendor, settings, {
    existing,
    privateNetwork,
    isAdmin,
  })

  const controller = existing ?? new Controller()
  controller.merge({
    alias: form.alias || existing?.alias || randomAlias(),
    vendor: form.vendor,
    url,
    username: typeof settings.username === 'string' ? settings.username : null,
    settings: pick(
      settings,
      (key) => !secretNames.includes(key) && key !== 'url' && key !== 'username'
    ),
    secrets: pick(settings, (key) => secretNames.includes(key)) as Record<string, string>,
    version: info.version,
    flavour: info.flavour,
    webUiUrl: info.webUiUrl,
    status: 'connected',
    lastError: null,
    syncIntervalSeconds: form.syncIntervalSeconds ?? existing?.syncIntervalSeconds ?? 60,
    privateNetwork,
  })
  const changes = existing ? pendingChanges(controller) : null
  await db.transaction(async (trx) => {
    controller.useTransaction(trx)
    await controller.save()
    await storeSites(controller.id, sites, trx)
    if (changes) {
      if (changes.changed)
        await recordAudit(
          {
            action: 'controller.updated',
            objectType: 'controller',
            objectId: controller.id,
            oldValues: changes.oldValues,
            newValues: changes.newValues,
          },
          trx
        )
    } else {
      await recordAudit(
        {
          action: 'controller.created',
          objectType: 'controller',
          objectId: controller.id,
          newValues: createdValues(controller),
        },
        trx
      )
    }
  })
  return controller
}

/**
 * The controller's `private_network` flag after this save. Only an admin may set it, or move a controller that has it
 * to another URL: an installer doing either is a 403 (the flag opens CONTROLLER_PRIVATE_NETWORKS to the requests).
 */
function privateNetworkFlag(
  isAdmin: boolean,
  requested: boolean | undefined,
  url: string,
  existing?: Controller
) {
  const flag = requested ?? existing?.privateNetwork ?? false
  const newlySet = flag && !existing?.privateNetwork
  const moved = flag && existing?.privateNetwork && existing.url !== url
  if (!isAdmin && (newlySet || moved)) throw new AppException(403, 'E_PRIVATE_NETWORK_ADMIN_ONLY')
  return flag
}

const URL_RULES: Partial<Record<OutboundFailure, string>> = {
  insecure_url: 'controller_https',
  blocked_address: 'controller_public_address',
  invalid_url: 'url',
}

/** Save-time decision on the URL (scheme, and the addresses its name resolves to now); checked again at every connect. */
async function checkControllerUrl(url: string, privateNetwork: boolean) {
  const policy = controllerPolicy(privateNetwork)
  try {
    const parsed = parseOutboundUrl(url, {
      ...policy,
      allowHttp:
        policy.allowHttp || (policy.allowLoopback && isLoopbackHost(new URL(url).hostname)),
    })
    await resolveReachable(parsed.hostname, policy)
  } catch (error) {
    const rule = error instanceof OutboundError ? URL_RULES[error.kind] : undefined
    if (!rule) return // a name that does not resolve is the connection test's "unreachable"
    throw AppException.invalidField('url', rule, 'E_CONTROLLER_URL_REFUSED')
  }
}

async function testSettings(
  vendor: string,
  settings: Record<string, unknown>,
  how: { existing?: Controller; privateNetwork: boolean; isAdmin: boolean }
): Promise<{ info: ControllerInfo; sites: RemoteSite[] }> {
  const cacheNamespace = how.existing ? `controller-${how.existing.id}` : `form-${randomUUID()}`
  let connection
  try {
    connection = await connectController(vendor, settings, {
      cacheNamespace,
      privateNetwork: how.privateNetwork,
    })
    const info = await connection.testConnection()
    return { info, sites: await connection.listSites() }
  } catch (error) {
    logger.info({ err: error, vendor }, 'controller connection test failed')
    throw connectionTestError(error, how.isAdmin)
  } finally {
    await connection?.close().catch(() => {})
  }
}

function pick(values: Record<string, unknown>, keep: (key: string) => boolean) {
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => keep(key) && value !== undefined)
  )
}
