import { Button, Group } from '@mantine/core'
import { useRouteError } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ChunkLoadError } from '@/lib/chunk-load'
import { StatusScreen } from '@/components/status-screen'

/** The error boundary of the route tree: a chunk that failed to load, or an unexpected crash. */
export function RouteError() {
  const error = useRouteError()
  const { t } = useTranslation()
  const chunkFailed = error instanceof ChunkLoadError
  if (!chunkFailed) console.error(error)
  return (
    <StatusScreen
      icon={chunkFailed ? 'wifiOff' : 'alert'}
      color={chunkFailed ? 'yellow' : 'red'}
      title={t(chunkFailed ? 'chunkError.title' : 'crash.title')}
      description={t(chunkFailed ? 'chunkError.description' : 'crash.description')}
    >
      <Group justify="center">
        <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
        <Button variant="default" component="a" href="/">
          {t('actions.home')}
        </Button>
      </Group>
    </StatusScreen>
  )
}
