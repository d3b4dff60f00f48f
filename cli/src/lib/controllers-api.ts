import { naming } from './cli-error.js'
import type { ApiClient } from './api-client.js'

/** Mirror of the controller shapes of core/network/network_api_types.ts that the CLI shows. */
export type ControllerStatus =
  'connected' | 'needs_credentials' | 'unavailable' | 'failed' | 'never_synced'

export type ControllerView = {
  id: number
  alias: string
  vendor: string
  vendorName: string
  url: string
  version: string | null
  status: ControllerStatus
  lastError: string | null
  lastSyncAt: string | null
  siteCount: number
  locationCount: number
}

export type SyncSummary = {
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

type Page<T> = {
  data: T[]
  meta: { total: number; page: number; perPage: number; lastPage: number }
}

const PER_PAGE = 100

export const controllersApi = {
  /** Every controller, following the pages of `GET /rest/controllers`. */
  async listAll(client: ApiClient): Promise<ControllerView[]> {
    const all: ControllerView[] = []
    for (let page = 1; ; page += 1) {
      const body = await client.get<Page<ControllerView>>(
        `/rest/controllers?page=${page}&perPage=${PER_PAGE}`
      )
      all.push(...body.data)
      if (page >= body.meta.lastPage || body.data.length === 0) return all
    }
  },
  get: (client: ApiClient, id: number) =>
    naming(`controller ${id}`, client.get<ControllerView>(`/rest/controllers/${id}`)),
  /** Syncs now and answers when done (can take a while on a big controller). */
  sync: (client: ApiClient, id: number) =>
    client.post<SyncSummary>(`/rest/controllers/${id}/sync`, undefined),
}

/** A sync that ran but left something behind: a site that failed, or a controller not connected afterwards. */
export function syncFailed(summary: SyncSummary): boolean {
  return summary.failures.length > 0 || summary.status !== 'connected'
}
