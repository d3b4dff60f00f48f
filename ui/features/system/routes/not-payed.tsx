import { Button, Group } from '@mantine/core'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { StatusScreen } from '@/components/status-screen'
import { paths } from '@/config/paths'
import { signOut } from '@/lib/session/session-api'
import { clearSwrCache } from '@/lib/swr'

/** The account is disabled until payment info is completed (spec §6, §8). */
export default function NotPayedPage() {
  const { t } = useTranslation('system')
  const navigate = useNavigate()
  const logout = async () => {
    await signOut()
    await clearSwrCache()
    await navigate(paths.auth.login, { replace: true })
  }
  return (
    <StatusScreen icon="card" color="orange" title={t('notPayed.title')} description={t('notPayed.description')}>
      <Group justify="center">
        <Button component="a" href={`mailto:${t('support.email')}`}>
          {t('notPayed.contact')}
        </Button>
        <Button variant="default" onClick={() => void logout()}>
          {t('common:userMenu.logout')}
        </Button>
      </Group>
    </StatusScreen>
  )
}
