import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { MemberFilters, MemberListing, NetworkMember } from './types'

export const membersPath = '/zerotier/network/members'

const locator = (member: NetworkMember) => ({
  controllerId: member.controllerId,
  networkId: member.networkId,
})

/** `GET /rest/zerotier/network/members`: read live from every membership controller; the page refreshes it after each change. */
export function useMembers(filters: MemberFilters) {
  const [controllerId, network] = filters.network
    ? splitNetwork(filters.network)
    : [undefined, undefined]
  const params = {
    controllerId,
    network,
    status: filters.status === 'all' ? undefined : filters.status,
    online: filters.online === 'all' ? undefined : String(filters.online === 'online'),
    q: filters.search.trim() || undefined,
  }
  return useSWR<MemberListing>(
    [membersPath, JSON.stringify(params)],
    () => api.get<MemberListing>(membersPath, { params }),
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
    }
  )
}

/** The network list is read from the answer without filters, so the filter keeps every choice. */
export function useMembershipNetworks() {
  return useSWR<MemberListing>(
    [membersPath, 'networks'],
    () => api.get<MemberListing>(membersPath),
    { revalidateOnFocus: false }
  )
}

export const networkKey = (controllerId: number, networkId: string) =>
  `${controllerId}:${networkId}`

function splitNetwork(key: string): [number, string] {
  const at = key.indexOf(':')
  return [Number(key.slice(0, at)), key.slice(at + 1)]
}

export async function setAuthorized(member: NetworkMember, authorized: boolean) {
  return api.patch<NetworkMember>(
    `${membersPath}/${member.id}`,
    { ...locator(member), authorized },
    { expect: [404, 422, 424, 503] }
  )
}

export async function renameMember(member: NetworkMember, name: string) {
  return api.patch<NetworkMember>(
    `${membersPath}/${member.id}`,
    { ...locator(member), name },
    { expect: [404, 422, 424, 503] }
  )
}

export async function removeMember(member: NetworkMember) {
  await api.delete(`${membersPath}/${member.id}`, undefined, {
    params: locator(member),
    expect: [404, 422, 424, 503],
  })
}

/** `POST /rest/print/zerotier/{id}` answers a PDF label, opened in a new tab. */
export async function printMemberLabel(member: NetworkMember) {
  const pdf = await api.post<Blob>(`/print/zerotier/${member.id}`, locator(member), {
    responseType: 'blob',
    accept: 'application/pdf, application/json',
    expect: [404, 422, 424, 503],
  })
  const url = URL.createObjectURL(pdf)
  window.open(url, '_blank', 'noopener')
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
