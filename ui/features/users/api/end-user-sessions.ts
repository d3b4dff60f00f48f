import { api } from '@/lib/api/api-client'

/** `DELETE /rest/users/{id}/sessions` (admin): signs the user out everywhere; needs a recent password confirmation. */
export const endUserSessions = (userId: number) =>
  api.delete<{ ended: number }>(`/users/${userId}/sessions`)
