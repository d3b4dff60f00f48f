import type Controller from '#core/controllers/models/controller'
import type { ControllerCounts } from '#core/controllers/queries/controller_queries'
import type { ControllerCapability, RemoteSite } from '#core/plugins/controller_contract'
import plugins from '#core/plugins/plugins_service'

const UNREACHABLE = 'the controller is unreachable'

/** A controller_sites row with the venue bound to it (both null when none is) and its counts (listStoredSites). */
export interface StoredSiteRow {
  remote_id: string
  name: string
  parent_id: string | null
  parent_name: string | null
  location_id: number | null
  location_name: string | null
  device_count: number | null
  client_count: number | null
}

export function vendorManifest(vendor: string) {
  return plugins.hasController(vendor) ? plugins.manifest(vendor) : null
}

/**
 * `detailed` (admins): the last error as the plugin worded it. Others (installers) see one "unreachable" for every
 * connection failure and never `failed` for `unavailable`, so a timeout, a refusal and a stranger's TLS port look alike.
 */
export function transformController(
  controller: Controller,
  counts: ControllerCounts = { siteCount: 0, locationCount: 0 },
  detailed = true
) {
  const manifest = vendorManifest(controller.vendor)
  const masked =
    !detailed && (controller.status === 'unavailable' || controller.status === 'failed')
  return {
    id: controller.id,
    alias: controller.alias,
    vendor: controller.vendor,
    vendorName: manifest?.name ?? controller.vendor,
    url: controller.url,
    username: controller.username,
    settings: controller.settings ?? {},
    hasPassword: Object.keys(controller.secrets ?? {}).length > 0,
    version: controller.version,
    flavour: controller.flavour,
    ip: hostOf(controller.url),
    webUiUrl: controller.webUiUrl,
    status: masked ? 'unavailable' : controller.status,
    lastError: masked && controller.lastError ? UNREACHABLE : controller.lastError,
    lastSyncAt: controller.lastSyncAt?.toUTC().toISO() ?? null,
    syncIntervalSeconds: controller.syncIntervalSeconds,
    privateNetwork: controller.privateNetwork ?? false,
    capabilities: [...((manifest?.capabilities ?? []) as ControllerCapability[])],
    siteCount: counts.siteCount,
    locationCount: counts.locationCount,
    createdAt: controller.createdAt.toUTC().toISO()!,
  }
}

export function transformStoredSite(row: StoredSiteRow) {
  return {
    id: row.remote_id,
    name: row.name,
    parentId: row.parent_id,
    parentName: row.parent_name,
    location:
      row.location_id !== null && row.location_name !== null
        ? { id: row.location_id, name: row.location_name }
        : null,
    deviceCount: row.device_count,
    clientCount: row.client_count,
  }
}

export function transformRemoteSite(
  site: RemoteSite,
  location: { id: number; name: string } | undefined
) {
  return {
    id: site.id,
    name: site.name,
    parentId: site.parentId,
    parentName: site.parentName,
    location: location ?? null,
    deviceCount: null as number | null,
    clientCount: null as number | null,
  }
}

function hostOf(url: string) {
  try {
    return new URL(url).hostname.replace(/^\[|\]$/g, '')
  } catch {
    return null
  }
}
