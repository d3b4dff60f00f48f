import { Button, Group } from '@mantine/core'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { StatusScreen } from '@/components/status-screen'
import { paths } from '@/config/paths'
import { firstHostLabel } from '@/lib/brand/host'
import { PUBLIC_ONLY_HOST_LABELS } from '@/config/constants'

export default function NoAccessPage() {
  const { t } = useTranslation('system')
  const publicHost = PUBLIC_ONLY_HOST_LABELS.includes(firstHostLabel(window.location.hostname))
  return (
    <StatusScreen
      icon="lock"
      color="orange"
      title={t('noAccess.title')}
      description={t('noAccess.description')}
    >
      {!publicHost && (
        <Group justify="center">
          <Button component={Link} to={paths.home}>
            {t('common:actions.home')}
          </Button>
        </Group>
      )}
    </StatusScreen>
  )
}
