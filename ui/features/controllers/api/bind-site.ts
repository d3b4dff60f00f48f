import { api } from '@/lib/api/api-client'
import { revalidateControllers } from './revalidate-controllers'

export const bindingPath = (locationId: number) => `/locations/${locationId}/network/controller`

/** `PUT /rest/locations/{id}/network/controller`: one site per location, one location per site. */
export async function bindSite(locationId: number, controllerId: number, siteId: string) {
  await api.put(bindingPath(locationId), { controllerId, siteId }, { expect: [409, 422] })
  await revalidateControllers()
}
