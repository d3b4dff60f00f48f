import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP) with the parameters every authenticator app
 * supports: HMAC-SHA1, 6 digits, 30-second steps, a 160-bit seed. Codes of the previous and next step are
 * accepted too (clock drift); the caller refuses any step at or before the last one used, so a code works once.
 */
export const TOTP_PERIOD_SECONDS = 30
export const TOTP_DIGITS = 6
const DRIFT_STEPS = 1
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export function newTotpSecret() {
  return base32Encode(randomBytes(20))
}

export function currentStep(now = Date.now()) {
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS)
}

/** The step a code belongs to within the drift window, or null when it matches none after `lastUsedStep`. */
export function matchTotp(
  secret: string,
  code: string,
  lastUsedStep: number | null,
  now = Date.now()
): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const key = base32Decode(secret)
  const step = currentStep(now)
  for (let candidate = step - DRIFT_STEPS; candidate <= step + DRIFT_STEPS; candidate++) {
    if (lastUsedStep !== null && candidate <= lastUsedStep) continue
    if (timingSafeEqual(Buffer.from(hotp(key, candidate)), Buffer.from(code))) return candidate
  }
  return null
}

/** The otpauth:// URI authenticator apps read from the QR code (Key Uri Format). */
export function totpUri(secret: string, issuer: string, account: string) {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  })
  return `otpauth://totp/${label}?${query}`
}

function hotp(key: Buffer, counter: number) {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const digest = createHmac('sha1', key).update(message).digest()
  const offset = digest[digest.length - 1] & 0x0f
  const binary = (digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** TOTP_DIGITS
  return String(binary).padStart(TOTP_DIGITS, '0')
}

function base32Encode(bytes: Buffer) {
  let bits = 0
  let value = 0
  let output = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      output += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) output += BASE32[(value << (5 - bits)) & 31]
  return output
}

function base32Decode(text: string) {
  const bytes: number[] = []
  let bits = 0
  let value = 0
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char)
    if (index === -1) throw new Error('Invalid base32 secret')
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}
