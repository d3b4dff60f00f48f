import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { Dashboard, DashboardLayout, LayoutInput } from './types'

export const dashboardPath = '/dashboard'

/** `GET /dashboard`: the caller's cards, refreshed every minute (the sync runs every minute too). */
export function useDashboard() {
  return useSWR<Dashboard>(dashboardPath, () => api.get<Dashboard>(dashboardPath), {
    refreshInterval: 60_000,
  })
}

/** `PUT /dashboard`: stores the layout server side, then reloads the cards it now shows. */
export async function saveDashboardLayout(input: LayoutInput) {
  const layout = await api.put<DashboardLayout>(dashboardPath, input, { expect: [422] })
  await mutate(dashboardPath)
  return layout
}
