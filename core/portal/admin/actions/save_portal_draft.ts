import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Portal from '#core/portal/models/portal'
import { withPortalDefaults, type PortalSettings } from '#core/portal/portal_settings'
import { recordAudit } from '#kernel/audit/audit'
import { AppException, type PendingFieldError } from '#kernel/exceptions/app_exception'
import { applyDraftInput, type DraftInput } from '#core/portal/admin/portal_draft'
import {
  providerReady,
  readPortalSecrets,
  type PortalSecrets,
} from '#core/portal/admin/portal_secrets'
import type { AuditAction } from '#kernel/audit/audit_actions'

export interface DraftChange {
  /** Parts of the settings to lay over the draft. */
  input: DraftInput
  /** Changes the secrets (password, provider keys): in force at once, audited without their values. */
  secrets?: (current: PortalSecrets) => PortalSecrets
  /** Sets the draft's image paths (POST …/design) after the input is applied. */
  images?: Partial<Pick<PortalSettings, 'logoPath' | 'backgroundPath'>>
}

/** A password the portal asks for must exist; a login provider needs both of its keys. */
export function checkSignInSetup(settings: PortalSettings, secrets: PortalSecrets) {
  const errors: PendingFieldError[] = []
  if (settings.passwordRequired && !secrets.password)
    errors.push({ field: 'password', rule: 'required' })
  for (const provider of settings.loginProviders) {
    if (!providerReady(secrets, provider as never))
      errors.push({ field: `providerKeys.${provider}.clientSecret`, rule: 'provider_keys' })
  }
  if (errors.length) throw new AppException(422, 'E_VALIDATION_ERROR', { errors })
}

export async function lockPortal(trx: TransactionClientContract, portalId: number) {
  return Portal.query({ client: trx }).where('id', portalId).forUpdate().firstOrFail()
}

/**
 * Saves a change of the draft (and, for …/login, of the secrets) in one transaction: the public page keeps the
 * published version until publish; a refused change writes nothing. Returns the portal as saved and the draft before.
 */
export async function savePortalDraft(
  portalId: number,
  change: DraftChange,
  action: AuditAction = 'portal.draft_saved'
) {
  return db.transaction(async (trx) => {
    const portal = await lockPortal(trx, portalId)
    const before = withPortalDefaults(portal.draft)
    const draft = { ...applyDraftInput(before, change.input), ...change.images }
    const secretsBefore = readPortalSecrets(portal)
    const secrets = change.secrets ? change.secrets(secretsBefore) : secretsBefore
    checkSignInSetup(draft, secrets)

    portal.draft = draft
    if (change.secrets) portal.secrets = JSON.stringify(secrets)
    await portal.save()
    await recordAudit(
      {
        action,
        objectType: 'portal',
        objectId: portal.id,
        oldValues: {
          draft: before,
          ...(change.secrets ? { password_set: Boolean(secretsBefore.password) } : {}),
        },
        newValues: {
          draft,
          ...(change.secrets
            ? { password_set: Boolean(secrets.password), secrets_changed: true }
            : {}),
        },
      },
      trx
    )
    return { portal, before }
  })
}
