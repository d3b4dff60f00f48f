import { Button, Loader, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { StatusScreen } from '@/components/status-screen'
import { paths } from '@/config/paths'
import { checkMaintenance, useMaintenance } from '@/lib/health/maintenance'

const RECHECK_MS = 30_000

/** Shown while the maintenance flag is up; checks every 30 s and returns to the app when it is lifted. */
export default function MaintenancePage() {
  const { t } = useTranslation('system')
  const navigate = useNavigate()
  const maintenance = useMaintenance()
  const [checking, setChecking] = useState(false)

  useEffect(() => {
    if (!maintenance) return
    const timer = setInterval(() => void checkMaintenance(), RECHECK_MS)
    return () => clearInterval(timer)
  }, [maintenance])

  const checkNow = async () => {
    setChecking(true)
    const stillDown = await checkMaintenance()
    setChecking(false)
    if (!stillDown) await navigate(paths.home, { replace: true })
  }

  return (
    <StatusScreen
      icon="tools"
      title={t('maintenance.title')}
      description={t('maintenance.description')}
    >
      {maintenance ? (
        <Button
          variant="default"
          onClick={() => void checkNow()}
          leftSection={checking ? <Loader size="xs" /> : null}
        >
          {t('maintenance.checkAgain')}
        </Button>
      ) : (
        <>
          <Text>{t('maintenance.over')}</Text>
          <Button component={Link} to={paths.home}>
            {t('common:actions.home')}
          </Button>
        </>
      )}
    </StatusScreen>
  )
}
