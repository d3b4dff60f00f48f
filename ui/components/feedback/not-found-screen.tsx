import { Button } from '@mantine/core'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { StatusScreen } from '@/components/status-screen'
import { paths } from '@/config/paths'

/** "Page not found": for unknown paths, unbuilt screens and objects the server does not know (or hides). */
export function NotFoundScreen() {
  const { t } = useTranslation('system')
  return (
    <StatusScreen
      icon="compass"
      title={t('notFound.title')}
      description={t('notFound.description')}
    >
      <Button component={Link} to={paths.home}>
        {t('common:actions.home')}
      </Button>
    </StatusScreen>
  )
}
