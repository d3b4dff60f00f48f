import { api } from '@/lib/api/api-client'

export interface Impersonation {
  impersonating: boolean
  impersonator: { id: number; email: string; firstname: string; name: string } | null
  user: { id: number; email: string; firstname: string; name: string }
}

/** `POST /rest/impersonate` (admin): this session becomes the user's; a 423 first asks for the password. */
export const startImpersonating = (userId: number) =>
  api.post<Impersonation>('/impersonate', { user_id: userId })
