import { naming } from './cli-error.js'
import type { ApiClient } from './api-client.js'
import type { ApiResponse } from '@airdeck/api-types'

/** The answers of /rest/controllers (generated from the route declarations). */
export type ControllerPage = ApiResponse<'GET /rest/controllers'>
export type ControllerView = ApiResponse<'GET /rest/controllers/{id}'>
export type ControllerStatus = ControllerView['status']
export type SyncSummary = ApiResponse<'POST /rest/controllers/{id}/sync'>

const PER_PAGE = 100

export const controllersApi = {
  /** Every controller, following the pages of `GET /rest/controllers`. */
  async listAll(client: ApiClient): Promise<ControllerView[]> {
    const all: ControllerView[] = []
    for (let page = 1; ; page += 1) {
      const body = await client.get<ControllerPage>(
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
