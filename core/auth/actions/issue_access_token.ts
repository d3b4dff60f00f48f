import User from '#core/users/models/user'
import { recordAudit } from '#kernel/audit/audit'

export const TOKEN_LIFETIME_DAYS = 90

/** A personal access token for the CLI and integrations (Authorization: Bearer). */
export async function issueAccessToken(
  user: User,
  name: string,
  expiresInDays = TOKEN_LIFETIME_DAYS
) {
  const token = await User.accessTokens.create(user, ['*'], {
    name,
    expiresIn: `${expiresInDays} days`,
  })
  await recordAudit({
    action: 'token.created',
    actorId: user.id,
    actorEmail: user.email,
    objectType: 'access_token',
    objectId: String(token.identifier),
    newValues: { name },
  })
  return token
}
