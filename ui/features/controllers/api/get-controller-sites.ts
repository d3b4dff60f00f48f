import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { ControllerSiteView } from '@/features/network/api/views'

export const controllerSitesKey = (id: number) => `/controllers/${id}/sites`

/** Sites known from the last sync; `live` asks the controller itself (`/listsites`). */
export function useControllerSites(id: number, live: boolean) {
  const key = live ? `/controllers/${id}/listsites` : controllerSitesKey(id)
  return useSWR<ControllerSiteView[]>(key, () =>
    api.get<{ data: ControllerSiteView[] }>(key, { expect: [503] }).then((body) => body.data)
  )
}
