import { Alert, Loader } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/icons'
import type { Invite } from '../api/get-invite'

interface InviteNoticeProps {
  invite: Invite | undefined
  invalid: boolean
  loading: boolean
}

/** Who invited the visitor and to what, or why the invite link no longer works. */
export function InviteNotice({ invite, invalid, loading }: InviteNoticeProps) {
  const { t } = useTranslation('auth')
  if (loading) return <Loader size="sm" aria-label={t('common:loading.label')} />
  if (invalid) {
    return (
      <Alert color="orange" role="alert" icon={<Icon name="alert" />}>
        {t('errors:codes.E_INVITE_INVALID')}
      </Alert>
    )
  }
  if (!invite) return null
  const inviter = invite.invited_by
    ? `${invite.invited_by.firstname} ${invite.invited_by.name}`.trim()
    : null
  return (
    <Alert color="brand" icon={<Icon name="users" />}>
      {inviter && invite.subject
        ? t('register.invitedByTo', { inviter, subject: invite.subject.name })
        : inviter
          ? t('register.invitedBy', { inviter })
          : t('register.invited')}
    </Alert>
  )
}
