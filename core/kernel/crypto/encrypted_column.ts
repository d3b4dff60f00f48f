import encryption from '@adonisjs/core/services/encryption'
import { column } from '@adonisjs/lucid/orm'

/**
 * A Lucid column stored encrypted with the app key (architecture §4:
 * secrets at rest). The model holds the plain value; the row holds
 * ciphertext. Never serialized: the API shows whether a secret is set, not
 * the secret.
 */
export function encryptedColumn(purpose: string) {
  return column({
    serializeAs: null,
    prepare: (value: string | null) =>
      value === null || value === undefined ? null : encryption.encrypt(value, undefined, purpose),
    consume: (value: string | null) =>
      value === null ? null : (encryption.decrypt<string>(value, purpose) ?? null),
  })
}
