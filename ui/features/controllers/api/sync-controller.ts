import { api } from '@/lib/api/api-client'
import { controllersKey } from './get-controllers'
import { revalidateControllers } from './revalidate-controllers'
import type { SyncSummary } from '@/features/network/api/views'

/** `POST /rest/controllers/{id}/sync`: syncs now and answers when done. */
export async function syncController(id: number): Promise<SyncSummary> {
  const summary = await api.post<SyncSummary>(`${controllersKey}/${id}/sync`, undefined, {
    expect: [409, 422, 503],
  })
  await revalidateControllers()
  return summary
}
