import { isEmail } from '@/lib/form-rules'
import { emptyColumns, type Column } from '../permissions'

export type EmailCheck = 'checking' | 'ok' | 'exists' | 'invalid'

/** Step 1: at least one address, each well formed and not an existing account. */
export function emailsStepError(
  emails: string[],
  checks: Record<string, EmailCheck>
): 'noEmails' | 'invalidEmails' | 'existingEmails' | 'checking' | null {
  if (emails.length === 0) return 'noEmails'
  if (emails.some((email) => !isEmail(email) || checks[email] === 'invalid')) return 'invalidEmails'
  if (emails.some((email) => checks[email] === 'exists')) return 'existingEmails'
  if (emails.some((email) => checks[email] !== 'ok')) return 'checking'
  return null
}

/** Step 2: at least one group, customer or location. */
export const accessStepError = (count: number) => (count === 0 ? 'noAccess' : null)

/** Step 3 (spec §5): something selected, and every column the inviter can give has a permission. */
export function permissionsStepError(
  keys: string[],
  available: string[]
): { error: 'noPermissions' | 'emptyColumns' | null; columns: Column[] } {
  if (keys.length === 0) return { error: 'noPermissions', columns: [] }
  const columns = emptyColumns(keys, available)
  return { error: columns.length > 0 ? 'emptyColumns' : null, columns }
}
