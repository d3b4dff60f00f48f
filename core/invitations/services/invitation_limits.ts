import limiter from '@adonisjs/limiter/services/main'
import { AppException } from '#kernel/exceptions/app_exception'

/**
 * Invitations send mail to addresses the sender chooses, and their answers
 * tell whether an address has an account: both are bounded here so no one
 * can flood an inbox or sweep a list of addresses. Every key starts with
 * `invite_limit:` (tests/helpers/rate_limits.ts clears them between tests).
 */
export const INVITE_LIMITS = {
  validatePerUser: { requests: 20, duration: '1 min' },
  validatePerIp: { requests: 60, duration: '1 min' },
  /** Addresses per sender and hour, counted whether the request succeeds or not (E_USER_EXISTS answers too). */
  addressesPerUser: { requests: 200, duration: '1 hour' },
  /** Invitation mails (created, refreshed, resent) to one address per day. */
  mailsPerAddress: { requests: 10, duration: '1 day' },
  resendCooldown: { requests: 1, duration: '5 mins' },
  showPerIp: { requests: 30, duration: '1 min' },
} as const

type Limit = { requests: number; duration: string }

const store = (limit: Limit) => limiter.use({ requests: limit.requests, duration: limit.duration })

async function consume(limit: Limit, key: string, code: string, amount = 1) {
  const lim = store(limit)
  try {
    await lim.consume(key, amount)
  } catch {
    throw AppException.tooManyRequests(code, await lim.availableIn(key))
  }
}

/** POST /invites/validate: per user and per IP. */
export async function consumeValidateAllowance(userId: number, ip: string) {
  await consume(
    INVITE_LIMITS.validatePerIp,
    `invite_limit:validate:ip:${ip}`,
    'E_TOO_MANY_REQUESTS'
  )
  await consume(
    INVITE_LIMITS.validatePerUser,
    `invite_limit:validate:user:${userId}`,
    'E_TOO_MANY_REQUESTS'
  )
}

/**
 * POST /invites, before anything is looked up: the sender's hourly budget
 * of addresses is spent, then every address must still have mail left
 * today (spent by markInvitationsMailed once the mails are queued).
 */
export async function consumeInviteAllowance(userId: number, emails: string[]) {
  await consume(
    INVITE_LIMITS.addressesPerUser,
    `invite_limit:create:user:${userId}`,
    'E_INVITES_THROTTLED',
    emails.length
  )
  const perAddress = store(INVITE_LIMITS.mailsPerAddress)
  for (const email of emails) {
    const key = `invite_limit:mail:${email}`
    if ((await perAddress.remaining(key)) <= 0)
      throw AppException.tooManyRequests('E_INVITES_THROTTLED', await perAddress.availableIn(key))
  }
}

/** Counts the invitation mails just queued against each address's daily allowance. */
export async function markInvitationsMailed(emails: string[]) {
  const perAddress = store(INVITE_LIMITS.mailsPerAddress)
  for (const email of emails) await perAddress.increment(`invite_limit:mail:${email}`)
}

/**
 * POST /invites/resend/{id}: one resend per invitation per cooldown, and the
 * address's daily allowance. The key carries the creation time too: ids
 * start again when a database is recreated, Redis counters do not.
 */
export async function consumeResendAllowance(invitation: {
  id: number
  email: string
  createdAt: { toMillis(): number }
}) {
  const { email } = invitation
  const perAddress = store(INVITE_LIMITS.mailsPerAddress)
  const addressKey = `invite_limit:mail:${email}`
  if ((await perAddress.remaining(addressKey)) <= 0)
    throw AppException.tooManyRequests(
      'E_INVITES_THROTTLED',
      await perAddress.availableIn(addressKey)
    )
  await consume(
    INVITE_LIMITS.resendCooldown,
    `invite_limit:resend:${invitation.id}:${invitation.createdAt.toMillis()}`,
    'E_INVITE_RESEND_THROTTLED'
  )
}

/** GET /auth/invite?token=: per IP, so links cannot be guessed at speed. */
export async function consumeShowInviteAllowance(ip: string) {
  await consume(INVITE_LIMITS.showPerIp, `invite_limit:show:ip:${ip}`, 'E_TOO_MANY_REQUESTS')
}
