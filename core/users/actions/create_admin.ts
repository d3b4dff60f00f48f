import { errors as vineErrors } from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import User, { type Language } from '#core/users/models/user'
import { registerValidator } from '#core/auth/validators/auth_validators'
import { createdValues, recordAudit } from '#kernel/audit/audit'

export interface AdminInput {
  email: string
  password: string
  firstname: string
  name: string
  lang: Language
}

/** Why the admin cannot be made: a field broke the registration rules, or an admin (or that e-mail) already exists. */
export class AdminNotCreated extends Error {
  constructor(
    readonly reason: 'invalid' | 'admin_exists' | 'email_taken',
    readonly problems: string[] = []
  ) {
    super(problems.join('; ') || reason)
  }
}

/** The same rules as registration (e-mail format, password strength), so the first admin is no weaker than anyone. */
export async function validateAdminInput(input: Record<string, unknown>): Promise<AdminInput> {
  try {
    const valid = await registerValidator.validate({
      ...input,
      lang: input.lang ?? 'en',
      password_confirmation: input.password,
    })
    return {
      email: valid.email,
      password: valid.password,
      firstname: valid.firstname,
      name: valid.name,
      lang: valid.lang,
    }
  } catch (error) {
    if (error instanceof vineErrors.E_VALIDATION_ERROR) {
      const messages = error.messages as Array<{ field: string; message: string }>
      throw new AdminNotCreated(
        'invalid',
        messages.map((m) => `${m.field}: ${m.message}`)
      )
    }
    throw error
  }
}

/**
 * Creates a platform admin, the first one unless `another` is asked for: an installation whose admin exists must not
 * gain one silently because a deploy script ran the command again. All or nothing, audited.
 */
export async function createAdmin(input: AdminInput, options: { another: boolean }) {
  return db.transaction(async (trx) => {
    // One creation at a time, so two deploy scripts running this at once still make one first admin.
    await trx.rawQuery('select pg_advisory_xact_lock(hashtext(?))', ['airdeck:admin:create'])
    const existing = await User.query({ client: trx }).where('is_admin', true).first()
    if (existing && !options.another) throw new AdminNotCreated('admin_exists', [existing.email])
    if (await User.query({ client: trx }).where('email', input.email).first())
      throw new AdminNotCreated('email_taken', [input.email])

    const user = await User.create({ ...input, isAdmin: true }, { client: trx })
    await user.refresh()
    await recordAudit(
      {
        action: 'user.admin_created',
        actorId: user.id,
        actorEmail: user.email,
        objectType: 'user',
        objectId: user.id,
        newValues: createdValues(user),
      },
      trx
    )
    return user
  })
}
