import { Anchor, Stack, Text, Title } from '@mantine/core'
import { Link, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'
import { FormAlert } from '../components/form-alert'
import { ResetForm } from '../components/reset-form'

/** Opened from the link in the reset mail: `/auth/passwordreset?token=…`. */
export default function PasswordResetPage() {
  const { t } = useTranslation('auth')
  const token = useSearchParams()[0].get('token')
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          {t('reset.title')}
        </Title>
        <Text c="dimmed">{t('reset.subtitle')}</Text>
      </div>
      {token ? (
        <ResetForm token={token} />
      ) : (
        <FormAlert>{t('errors:codes.E_INVALID_RESET_TOKEN')}</FormAlert>
      )}
      <Anchor
        component={Link}
        to={token ? paths.auth.login : paths.auth.recover}
        size="sm"
        ta="center"
      >
        {token ? t('recover.backToLogin') : t('reset.requestNew')}
      </Anchor>
    </Stack>
  )
}
