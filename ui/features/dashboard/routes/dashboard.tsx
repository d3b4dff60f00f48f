import { Anchor, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/session/session-store'
import { AccountOverview } from '../components/account-overview'

export default function DashboardPage() {
  const { t } = useTranslation('dashboard')
  const firstname = useSession((session) => session.user.firstname)
  return (
    <Stack gap="xl">
      <div>
        <Title order={1} fz="h2">
          {t('welcome', { name: firstname })}
        </Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>
      <AccountOverview />
      <Text size="sm">
        {t('profileHint')}{' '}
        <Anchor component={Link} to={paths.account.profile}>
          {t('profileLink')}
        </Anchor>
      </Text>
    </Stack>
  )
}
