import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { Page } from './types'

export interface LocationComment {
  id: number
  body: string
  created_at: string
  author: { id: number; name: string; email: string } | null
}

export const commentsKey = (id: number) => `/locations/${id}/comments`

export function useComments(id: number) {
  return useSWR<Page<LocationComment>>(commentsKey(id), () =>
    api.get<Page<LocationComment>>(commentsKey(id), { params: { perPage: 100 } })
  )
}

export async function addComment(id: number, body: string) {
  await api.post(commentsKey(id), { body }, { expect: [422] })
  await mutate(commentsKey(id))
}

export async function deleteComment(id: number, commentId: number) {
  await api.delete(`${commentsKey(id)}/${commentId}`)
  await mutate(commentsKey(id))
}
