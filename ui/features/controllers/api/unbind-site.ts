import { api } from '@/lib/api/api-client'
import { bindingPath } from './bind-site'
import { revalidateControllers } from './revalidate-controllers'

/** `DELETE /rest/locations/{id}/network/controller`: the venue shows "not configured" again. */
export async function unbindSite(locationId: number) {
  await api.delete(bindingPath(locationId), undefined, { expect: [409] })
  await revalidateControllers()
}
