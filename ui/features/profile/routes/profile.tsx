import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { useMe } from '../api/get-me'
import { AddressForm } from '../components/address-form'
import { DetailsForm } from '../components/details-form'
import { MyDataCard } from '../components/my-data-card'
import { PasswordForm } from '../components/password-form'
import { SocialLoginsCard } from '../components/social-logins-card'
import { TwoFactorCard } from '../components/two-factor-card'
import { SessionsCard } from '../components/sessions-card'
import { AccessTokensCard } from '../components/access-tokens-card'

export default function ProfilePage() {
  const { t } = useTranslation('profile')
  const { data: me, error } = useMe()
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      ) : me ? (
        <>
          <DetailsForm key={me.id} me={me} />
          <AddressForm key={`address-${me.id}`} me={me} />
        </>
      ) : (
        <Skeleton height={280} radius="lg" aria-label={t('common:loading.label')} />
      )}
      <PasswordForm email={me?.email} person={me ?? undefined} />
      <TwoFactorCard />
      <SocialLoginsCard />
      <SessionsCard />
      <AccessTokensCard />
      <MyDataCard />
    </Stack>
  )
}
