import { Button, Group } from '@mantine/core'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { StatusScreen } from '@/components/status-screen'
import { paths } from '@/config/paths'

/** A feature that the current plan does not include (the plan variant of "no access", spec §8). */
export default function UpgradePlanPage() {
  const { t } = useTranslation('system')
  return (
    <StatusScreen
      icon="sparkles"
      title={t('upgradePlan.title')}
      description={t('upgradePlan.description')}
    >
      <Group justify="center">
        <Button component="a" href={`mailto:${t('support.email')}`}>
          {t('upgradePlan.contact')}
        </Button>
        <Button variant="default" component={Link} to={paths.home}>
          {t('common:actions.home')}
        </Button>
      </Group>
    </StatusScreen>
  )
}
