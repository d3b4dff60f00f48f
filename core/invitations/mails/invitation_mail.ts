import i18nManager from '@adonisjs/i18n/services/main'
import { publicUrl } from '#kernel/http/public_url'
import { renderMail } from '#kernel/mail/render_mail'
import { INVITATION_DAYS } from '#core/auth/auth_constants'
import type Invitation from '#core/invitations/models/invitation'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import UserModel from '#core/users/models/user'
import type User from '#core/users/models/user'

/** `hasAccount`: the invitee already has an account, so the link asks them to sign in and accept instead of registering. */
export function invitationMail(
  invitation: Invitation,
  token: string,
  inviter: User,
  subjectName: string | null,
  options: { hasAccount?: boolean } = {}
) {
  const i18n = i18nManager.locale(invitation.lang)
  const url = options.hasAccount
    ? `${publicUrl()}/invitations/accept?token=${encodeURIComponent(token)}`
    : `${publicUrl()}/auth/register?token=${encodeURIComponent(token)}`
  const inviterName = `${inviter.firstname} ${inviter.name}`.trim() || inviter.email
  const { html, text } = renderMail({
    heading: i18n.t('mail.invitation.heading'),
    paragraphs: [
      subjectName
        ? i18n.t('mail.invitation.body_with_subject', {
            inviter: inviterName,
            subject: subjectName,
          })
        : i18n.t('mail.invitation.body', { inviter: inviterName }),
      i18n.t('mail.invitation.expiry', { days: INVITATION_DAYS }),
    ],
    action: {
      label: i18n.t(
        options.hasAccount ? 'mail.invitation.action_existing' : 'mail.invitation.action'
      ),
      url,
    },
    footer: i18n.t('mail.invitation.footer'),
  })
  return {
    to: invitation.email,
    subject: i18n.t('mail.invitation.subject', { inviter: inviterName }),
    html,
    text,
    kind: 'invitation',
    lang: invitation.lang,
    secretUrls: [url],
  }
}

/** The invitation mail for an invitation sent again: whether its address has an account by now is looked up. */
export async function invitationMailFor(
  invitation: Invitation,
  token: string,
  inviter: User,
  subjectName: string | null,
  trx?: TransactionClientContract
) {
  const account = await UserModel.query({ client: trx })
    .where('email', invitation.email)
    .select('id')
    .first()
  return invitationMail(invitation, token, inviter, subjectName, { hasAccount: Boolean(account) })
}
