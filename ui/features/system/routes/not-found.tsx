import { Button } from '@mantine/core'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { StatusScreen } from '@/components/status-screen'
import { paths } from '@/config/paths'

/** Unknown paths, and screens of the route table that are not built yet. */
export default function NotFoundPage() {
  const { t } = useTranslation('system')
  return (
    <StatusScreen icon="compass" title={t('notFound.title')} description={t('notFound.description')}>
      <Button component={Link} to={paths.home}>
        {t('common:actions.home')}
      </Button>
    </StatusScreen>
  )
}
