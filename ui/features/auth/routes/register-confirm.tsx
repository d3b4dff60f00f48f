import { Anchor, Loader, Stack, Text, Title } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/i18n/error-message'
import { fetchSelf } from '@/lib/session/session-api'
import { confirmRegistration } from '../api/register'
import { completeSignIn } from '../components/complete-sign-in'
import { FormAlert } from '../components/form-alert'

/** Opened from the link in the confirmation mail: `/auth/register/confirm?token=…`; signs the new account in. */
export default function RegisterConfirmPage() {
  const { t } = useTranslation('auth')
  const token = useSearchParams()[0].get('token')
  const [failure, setFailure] = useState<string | null>(
    token ? null : t('errors:codes.E_INVITE_INVALID')
  )
  const sent = useRef(false)

  useEffect(() => {
    if (!token || sent.current) return
    sent.current = true
    confirmRegistration(token)
      .then(async (self) => completeSignIn((await fetchSelf()) ?? self))
      .catch((error) => setFailure(errorMessage(t, error)))
  }, [token])

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('register.confirmTitle')}
      </Title>
      {failure ? (
        <>
          <FormAlert>{failure}</FormAlert>
          <Anchor component={Link} to={paths.auth.register} size="sm" ta="center">
            {t('register.startAgain')}
          </Anchor>
        </>
      ) : (
        <Stack align="center" gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">{t('register.confirming')}</Text>
        </Stack>
      )}
    </Stack>
  )
}
