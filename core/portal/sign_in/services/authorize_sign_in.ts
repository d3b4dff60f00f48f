import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type Controller from '#core/controllers/models/controller'
import Location from '#core/locations/models/location'
import Portal from '#core/portal/models/portal'
import PortalSignIn, { type SignInStatus } from '#core/portal/models/portal_sign_in'
import { controllerCommand } from '#core/network/services/controller_command'
import { AppException } from '#kernel/exceptions/app_exception'
import { markAuthorized } from '#core/portal/sign_in/services/authorized_marks'

/**
 * Letting a signed-in guest's device through on the venue's controller, and what happens when that fails.
 *
 * A pending sign-in is never dropped: a controller that cannot be reached (or whose login was refused, which an admin
 * may fix) is tried again with a growing wait (5 s, 10 s, 20 s … at most 5 minutes) until it answers or the sign-in's
 * own duration has passed (at least 15 minutes): letting a device in after its time is over would give nothing. Then
 * the row stays, `failed`, with the last error. A controller that refuses this very device (the vendor does not know
 * the MAC on the site yet) is tried three times. A venue without a controller, or whose vendor cannot authorize
 * guests, fails at once.
 */
const FIRST_RETRY_MS = 5_000
const LONGEST_RETRY_MS = 5 * 60_000
const MIN_GIVE_UP_MINUTES = 15
const REJECTED_ATTEMPTS = 3
/** While an attempt runs, the row is claimed this long so the retry tick leaves it alone. */
export const ATTEMPT_LEASE_MS = 60_000

type Failure = { retry: boolean; error: string }

function classify(error: unknown, attempts: number): Failure {
  if (error instanceof AppException) {
    const code = error.code ?? 'E_UNKNOWN'
    if (code === 'E_NETWORK_NOT_CONFIGURED' || code === 'E_CAPABILITY_UNSUPPORTED')
      return { retry: false, error: code }
    if (code === 'E_CONTROLLER_REJECTED')
      return {
        retry: attempts < REJECTED_ATTEMPTS,
        error: `${code}: ${String(error.data?.reason ?? '')}`,
      }
    return { retry: true, error: code }
  }
  return { retry: true, error: (error as Error)?.message?.slice(0, 500) ?? 'unknown error' }
}

export function retryDelayMs(attempts: number) {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1))
}

export function giveUpAt(signIn: { createdAt: DateTime; minutes: number }) {
  return signIn.createdAt.plus({ minutes: Math.max(MIN_GIVE_UP_MINUTES, signIn.minutes) })
}

/** What an attempt needs of a pending sign-in row. */
export interface PendingSignIn {
  id: number
  mac: string
  minutes: number
  apMac: string | null
  attempts: number
  createdAt: DateTime
}

/** One attempt for the pending sign-in with this id (the retry job, "try again"); its new status. */
export async function attemptAuthorization(signInId: number): Promise<SignInStatus> {
  const signIn = await PortalSignIn.find(signInId)
  if (!signIn || signIn.status !== 'pending') return signIn?.status ?? 'failed'
  const portal = await Portal.findOrFail(signIn.portalId)
  const location = await Location.findOrFail(portal.locationId)
  const pending = {
    id: signIn.id,
    mac: signIn.mac,
    minutes: signIn.minutes,
    apMac: signIn.redirect.apMac ?? null,
    attempts: signIn.attempts,
    createdAt: signIn.createdAt,
  }
  return attemptFor(pending, location)
}

/**
 * One attempt; records the outcome on the row and returns the new status. Safe to run twice at once (the controller's
 * authorization is idempotent, and only a pending row is updated). `controller`: the venue's, when already loaded.
 */
export async function attemptFor(
  signIn: PendingSignIn,
  location: Location,
  controller?: Controller
): Promise<SignInStatus> {
  const attempts = signIn.attempts + 1
  try {
    await controllerCommand(
      location,
      'authorizeGuest',
      (authorize, siteId) =>
        authorize(siteId, {
          mac: signIn.mac,
          minutes: signIn.minutes,
          ...(signIn.apMac ? { apMac: signIn.apMac } : {}),
        }),
      controller
    )
  } catch (error) {
    const failure = classify(error, attempts)
    const retryAt = new Date(Date.now() + retryDelayMs(attempts))
    const retry = failure.retry && retryAt < giveUpAt(signIn).toJSDate()
    await db
      .from('portal_sign_ins')
      .where({ id: signIn.id, status: 'pending' })
      .update({
        attempts,
        last_error: failure.error,
        status: retry ? 'pending' : 'failed',
        next_attempt_at: retry ? retryAt : null,
      })
    if (!retry) logger.warn({ signInId: signIn.id, error: failure.error }, 'guest sign-in given up')
    return retry ? 'pending' : 'failed'
  }
  await markAuthorized(signIn.id, attempts)
  return 'authorized'
}

/**
 * The attempt made while the guest waits: at most `waitMs`, so a controller that hangs gives the guest the "we are
 * connecting you" page quickly; the attempt itself goes on and records its outcome, and the retry tick takes over
 * after the lease if it never does.
 */
export async function attemptWhileGuestWaits(
  run: () => Promise<SignInStatus>,
  signInId: number,
  waitMs: number
): Promise<SignInStatus> {
  const attempt = run().catch((error) => {
    logger.error({ err: error, signInId }, 'guest authorization attempt crashed')
    return 'pending' as const
  })
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<'pending'>(
    (resolve) => (timer = setTimeout(() => resolve('pending'), waitMs))
  )
  try {
    return await Promise.race([attempt, timeout])
  } finally {
    clearTimeout(timer)
  }
}
