import db from '@adonisjs/lucid/services/db'
import type PortalSignIn from '#core/portal/models/portal_sign_in'
import type { SignInStatus } from '#core/portal/models/portal_sign_in'
import {
  ATTEMPT_LEASE_MS,
  attemptAuthorization,
  attemptWhileGuestWaits,
} from '#core/portal/sign_in/services/authorize_sign_in'

const WAIT_FOR_CONTROLLER_MS = 4_000

/**
 * The guest pressed "try again": the sign-in is attempted now instead of at its next due time. A sign-in that had
 * been given up gets this one more attempt (and, failing, stays given up unless its retry window is still open).
 */
export async function retrySignInNow(signIn: PortalSignIn): Promise<SignInStatus> {
  if (signIn.status === 'authorized') return 'authorized'
  const lease = new Date(Date.now() + ATTEMPT_LEASE_MS)
  await db
    .from('portal_sign_ins')
    .where('id', signIn.id)
    .whereIn('status', ['pending', 'failed'])
    .update({ status: 'pending', next_attempt_at: lease })
  return attemptWhileGuestWaits(
    () => attemptAuthorization(signIn.id),
    signIn.id,
    WAIT_FOR_CONTROLLER_MS
  )
}
