import { api } from '@/lib/api/api-client'
import type { SelfRecord } from '@/lib/session/self-record'

/** What `POST /rest/auth/login` answers instead of the self record when the account has two-factor on. */
export interface TwoFactorChallenge {
  two_factor: true
  method: 'totp' | 'email' | 'sms'
  sent_to: string | null
}

export function isTwoFactorChallenge(answer: unknown): answer is TwoFactorChallenge {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    (answer as TwoFactorChallenge).two_factor === true
  )
}

export type ChallengeProof = { code: string } | { recovery_code: string }

/** `POST /rest/secure/two-factor-challenge`: the second step; a wrong code (422), throttling (429) and an expired step (419) are the form's. */
export function answerChallenge(proof: ChallengeProof): Promise<SelfRecord> {
  return api.post<SelfRecord>('/secure/two-factor-challenge', proof, { expect: [419, 422, 429] })
}

/** `POST /rest/secure/two-factor-confirm-code`: a new mail or SMS code, at most once a minute. */
export function resendChallengeCode() {
  return api.post<{ method: string; sent_to: string | null }>(
    '/secure/two-factor-confirm-code',
    {},
    { expect: [409, 419, 429, 503] }
  )
}
