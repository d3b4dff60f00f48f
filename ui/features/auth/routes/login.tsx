import { Anchor, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'
import { useRegistrationOpen } from '../api/get-init'
import { dayPart } from '../components/greeting'
import { LoginForm } from '../components/login-form'
import { SocialSignIn } from '../components/social-sign-in'

export default function LoginPage() {
  const { t } = useTranslation('auth')
  // Registering is offered only where it is open; elsewhere the way in is an invitation.
  const registrationOpen = useRegistrationOpen()
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          {t(`login.greeting.${dayPart(new Date())}`)}
        </Title>
        <Text c="dimmed">{t('login.subtitle')}</Text>
      </div>
      <LoginForm />
      <SocialSignIn />
      {registrationOpen !== undefined && (
        <Text size="sm" ta="center">
          {t('login.noAccount')}{' '}
          {registrationOpen ? (
            <Anchor component={Link} to={paths.auth.register}>
              {t('login.register')}
            </Anchor>
          ) : (
            t('login.askInvitation')
          )}
        </Text>
      )}
    </Stack>
  )
}
