import encryption from '@adonisjs/core/services/encryption'

/**
 * A kept answer is replayed verbatim, so it may hold what its own table keeps encrypted or only hashed (a new webhook
 * endpoint's `whsec_` secret, a tenant's passphrase, a PPSK passphrase): it is stored encrypted with the app key, bound
 * to its caller and key so a row copied onto another key does not open.
 */
export function sealAnswer(scope: string, key: string, body: unknown): string {
  return encryption.encrypt(JSON.stringify(body ?? null), undefined, purpose(scope, key))
}

/** The kept answer, or undefined when it cannot be opened (another app key, a tampered row). */
export function openAnswer(scope: string, key: string, sealed: string): unknown {
  const text = encryption.decrypt<string>(sealed, purpose(scope, key))
  return text === null ? undefined : JSON.parse(text)
}

function purpose(scope: string, key: string) {
  return `idempotency.answer:${scope}:${key}`
}
