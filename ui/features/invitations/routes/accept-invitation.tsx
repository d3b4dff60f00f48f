import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/i18n/error-message'
import { refreshSession } from '@/lib/session/session-api'
import { toast } from '@/lib/toast'
import { acceptInvitation } from '../api/accept-invitation'

/** Opened from an invitation mail sent to an existing account: `/invitations/accept?token=…` (signed in). */
export default function AcceptInvitationPage() {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const token = useSearchParams()[0].get('token')
  const [failure, setFailure] = useState<string | null>(
    token ? null : t('errors:codes.E_INVITE_INVALID')
  )
  const sent = useRef(false)

  useEffect(() => {
    if (!token || sent.current) return
    sent.current = true
    acceptInvitation(token)
      .then(async () => {
        await refreshSession()
        toast('success', t('acceptInvite.accepted'))
        void navigate(paths.dashboard, { replace: true })
      })
      .catch((error) => setFailure(errorMessage(t, error)))
  }, [token])

  return (
    <Stack gap="lg" maw={560}>
      <Title order={1} fz="h2">
        {t('acceptInvite.title')}
      </Title>
      {failure ? (
        <>
          <Alert color="red" role="alert">
            {failure}
          </Alert>
          <Text size="sm">{t('acceptInvite.wrongAccount')}</Text>
          <Anchor component={Link} to={paths.dashboard} size="sm">
            {t('acceptInvite.toDashboard')}
          </Anchor>
        </>
      ) : (
        <Stack align="center" gap="sm">
          <Loader size="sm" />
        </Stack>
      )}
    </Stack>
  )
}
