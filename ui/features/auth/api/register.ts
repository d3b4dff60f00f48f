import { api } from '@/lib/api/api-client'
import type { SelfRecord } from '@/lib/session/self-record'

export interface RegisterInput {
  firstname: string
  name: string
  email: string
  password: string
  password_confirmation: string
  lang: string
  token?: string
}

/** Open registration waits for the mailed link; with an invitation token the account is created and signed in. */
export type RegisterAnswer = SelfRecord | { status: 'confirmation_sent' }

/** `POST /rest/auth/register`. */
export function register(input: RegisterInput): Promise<RegisterAnswer> {
  return api.post<RegisterAnswer>('/auth/register', input, {
    expect: [400, 403, 404, 409, 422, 429],
  })
}

export function awaitsConfirmation(
  answer: RegisterAnswer
): answer is { status: 'confirmation_sent' } {
  return 'status' in answer && answer.status === 'confirmation_sent'
}

/** `POST /rest/auth/register/confirm`: the mailed link's token creates the account and signs it in. */
export function confirmRegistration(token: string): Promise<SelfRecord> {
  return api.post<SelfRecord>('/auth/register/confirm', { token }, { expect: [400, 422, 429] })
}
