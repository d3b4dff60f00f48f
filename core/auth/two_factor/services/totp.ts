import { HOTP, Secret, TOTP } from 'otpauth'

/**
 * Time-based one-time passwords (RFC 6238) through the `otpauth` library, with the parameters every authenticator
 * app supports: HMAC-SHA1, 6 digits, 30-second steps, a 160-bit seed stored as base32 (encrypted at rest by the
 * model). Codes of the previous and next step are accepted too (clock drift); the caller refuses any step at or
 * before the last one used, so a code works once.
 */
export const TOTP_PERIOD_SECONDS = 30
export const TOTP_DIGITS = 6
const ALGORITHM = 'SHA1'
const DRIFT_STEPS = 1

export function newTotpSecret() {
  return new Secret({ size: 20 }).base32
}

export function currentStep(now = Date.now()) {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now })
}

/** The step a code belongs to within the drift window, or null when it matches none after `lastUsedStep`. */
export function matchTotp(
  secret: string,
  code: string,
  lastUsedStep: number | null,
  now = Date.now()
): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const key = Secret.fromBase32(secret)
  const step = currentStep(now)
  // Step by step rather than one window: a code of an already used step must not hide a later step's equal code.
  for (let candidate = step - DRIFT_STEPS; candidate <= step + DRIFT_STEPS; candidate++) {
    if (lastUsedStep !== null && candidate <= lastUsedStep) continue
    const delta = HOTP.validate({
      token: code,
      secret: key,
      algorithm: ALGORITHM,
      digits: TOTP_DIGITS,
      counter: candidate,
      window: 0,
    })
    if (delta === 0) return candidate
  }
  return null
}

/** The otpauth:// URI authenticator apps read from the QR code (Key Uri Format). */
export function totpUri(secret: string, issuer: string, account: string) {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).toString()
}
