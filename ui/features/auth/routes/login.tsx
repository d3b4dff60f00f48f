import { Anchor, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'
import { dayPart } from '../components/greeting'
import { LoginForm } from '../components/login-form'
import { SocialSignIn } from '../components/social-sign-in'

export default function LoginPage() {
  const { t } = useTranslation('auth')
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
      <Text size="sm" ta="center">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to={paths.auth.register}>
          {t('login.register')}
        </Anchor>
      </Text>
    </Stack>
  )
}
