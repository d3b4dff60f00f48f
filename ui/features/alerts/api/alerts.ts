import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { AlertLog, AlertRuleInput, AlertRuleList, AlertRuleView, RecipientList } from './types'

export const rulesPath = '/alerts/rules'
const logPath = (locationId: number | null) =>
  locationId ? `/locations/${locationId}/alerts` : '/alerts'
const PER_PAGE = 25

/** `GET /alerts/rules`: the rules whose scope the user can see (those covering `locationId` when given). */
export function useAlertRules(page: number, locationId?: number) {
  const params = { page, perPage: PER_PAGE, locationId }
  return useSWR<AlertRuleList>(
    [rulesPath, JSON.stringify(params)],
    () => api.get<AlertRuleList>(rulesPath, { params }),
    { keepPreviousData: true }
  )
}

/** The alert log of one venue, or of every venue the user can see. */
export function useAlertLog(locationId: number | null, page: number, state?: string) {
  const path = logPath(locationId)
  const params = { page, perPage: PER_PAGE, state: state || undefined }
  return useSWR<AlertLog>(
    [path, JSON.stringify(params)],
    () => api.get<AlertLog>(path, { params }),
    { keepPreviousData: true, refreshInterval: 30_000 }
  )
}

/** Who can be put on a rule: the user and the users they manage. */
export function useRecipients(enabled: boolean) {
  return useSWR<RecipientList>(enabled ? '/alerts/recipients' : null, () =>
    api.get<RecipientList>('/alerts/recipients', { params: { perPage: 100 } })
  )
}

/** Where a rule can watch: groups, customers or venues the user can see, by name. */
export function useScopeOptions(kind: 'group' | 'customer' | 'location' | null) {
  const path =
    kind === 'group'
      ? '/groups'
      : kind === 'customer'
        ? '/customers'
        : kind === 'location'
          ? '/locations'
          : null
  return useSWR<{ data: Array<{ id: number; name: string | null }> }>(
    path ? [path, 'scope'] : null,
    () => api.get(path!, { params: { perPage: 100 } })
  )
}

const revalidateRules = () => mutate((key) => Array.isArray(key) && key[0] === rulesPath)

export async function saveAlertRule(input: AlertRuleInput, id?: number) {
  const rule = id
    ? await api.put<AlertRuleView>(`${rulesPath}/${id}`, input, { expect: [422] })
    : await api.post<AlertRuleView>(rulesPath, input, { expect: [422] })
  await revalidateRules()
  return rule
}

export async function deleteAlertRule(id: number) {
  await api.delete(`${rulesPath}/${id}`, undefined, { expect: [404] })
  await revalidateRules()
}
