import { Job } from '#kernel/jobs/job'
import { attemptAuthorization } from '#core/portal/sign_in/services/authorize_sign_in'

/**
 * Retries one portal's pending sign-ins that fell due (dispatched by the retry tick, which claimed them). Not retried
 * itself: each attempt records its outcome and next due time on the row, and the next tick is the retry.
 */
export default class AuthorizeSignInsJob extends Job<{ signInIds: number[] }> {
  static jobName = 'portal.authorize_sign_ins'
  static queue = 'portal-sign-ins'
  static attempts = 1
  static timeoutMs = 5 * 60_000

  async handle({ signInIds }: { signInIds: number[] }) {
    for (const id of signInIds) await attemptAuthorization(id)
  }
}
