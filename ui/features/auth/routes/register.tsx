import { Anchor, Stack, Text, Title } from '@mantine/core'
import { Link, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'
import { isApiError } from '@/lib/api/api-error'
import { useInvite } from '../api/get-invite'
import { InviteNotice } from '../components/invite-notice'
import { RegisterForm } from '../components/register-form'

export default function RegisterPage() {
  const { t } = useTranslation('auth')
  const token = useSearchParams()[0].get('token')
  const { data: invite, error, isLoading } = useInvite(token)
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          {t('register.title')}
        </Title>
        <Text c="dimmed">{t('register.subtitle')}</Text>
      </div>
      {token && <InviteNotice invite={invite} invalid={isApiError(error)} loading={isLoading} />}
      <RegisterForm token={token} invite={invite} />
      <Text size="sm" ta="center">
        {t('register.haveAccount')}{' '}
        <Anchor component={Link} to={paths.auth.login}>
          {t('register.signIn')}
        </Anchor>
      </Text>
    </Stack>
  )
}
