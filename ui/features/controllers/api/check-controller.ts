import { api } from '@/lib/api/api-client'
import { controllersKey } from './get-controllers'
import { revalidateControllers } from './revalidate-controllers'
import type { ControllerView } from '@/features/network/api/views'

/** `POST /rest/controllers/{id}/check`: tests the stored credentials now. */
export async function checkController(id: number): Promise<ControllerView> {
  const controller = await api.post<ControllerView>(`${controllersKey}/${id}/check`, undefined, {
    expect: [422, 503],
  })
  await revalidateControllers()
  return controller
}
