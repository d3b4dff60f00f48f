import { createHash, randomBytes } from 'node:crypto'

/**
 * One-time tokens sent by mail (password reset, invitation). The link
 * carries the token; the database keeps only its SHA-256, so a leaked
 * table does not open anyone's account.
 */
export function newSecretToken() {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashSecretToken(token) }
}

export function hashSecretToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}
