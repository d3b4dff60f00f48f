/** Mirror of the controller shapes of core/network/network_api_types.ts. */
import type { ControllerStatus } from '@/lib/controllers/controller-status'

export type { ControllerStatus }

export interface ControllerView {
  id: number
  alias: string
  vendor: string
  vendorName: string
  url: string
  username: string | null
  settings: Record<string, unknown>
  hasPassword: boolean
  version: string | null
  flavour: string | null
  ip: string | null
  webUiUrl: string | null
  status: ControllerStatus
  lastError: string | null
  lastSyncAt: string | null
  syncIntervalSeconds: number
  /** Set by an admin: the controller may be reached on the server's allowed private ranges. */
  privateNetwork?: boolean
  capabilities: string[]
  siteCount: number
  locationCount: number
  createdAt: string
}

export interface SyncSummary {
  controllerId: number
  status: ControllerStatus
  sites: number
  boundSites: number
  devices: number
  clients: number
  failures: Array<{
    siteId: string | null
    locationId: number | null
    code: string
    message: string
  }>
  durationMs: number
  finishedAt: string
}

export interface ControllerSiteView {
  id: string
  name: string
  parentId: string | null
  parentName: string | null
  location: { id: number; name: string } | null
  deviceCount: number | null
  clientCount: number | null
}

export interface Paginated<T> {
  data: T[]
  meta: { total: number; page: number; perPage: number; lastPage: number }
}
