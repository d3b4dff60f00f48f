import { Alert, Button, Group, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/icons'

type Connection = 'online' | 'offline' | 'restored'

/** Tells the user when the connection drops, and offers a refresh once it is back (spec §8). */
export function OfflineBanner() {
  const { t } = useTranslation()
  const [connection, setConnection] = useState<Connection>(() =>
    navigator.onLine ? 'online' : 'offline'
  )

  useEffect(() => {
    const goOffline = () => setConnection('offline')
    const goOnline = () =>
      setConnection((previous) => (previous === 'offline' ? 'restored' : previous))
    window.addEventListener('offline', goOffline)
    window.addEventListener('online', goOnline)
    return () => {
      window.removeEventListener('offline', goOffline)
      window.removeEventListener('online', goOnline)
    }
  }, [])

  if (connection === 'online') return null
  const offline = connection === 'offline'
  return (
    <Alert
      role="status"
      aria-live="polite"
      color={offline ? 'yellow' : 'teal'}
      icon={<Icon name={offline ? 'wifiOff' : 'portal'} />}
      radius={0}
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 500 }}
      withCloseButton={!offline}
      closeButtonLabel={t('actions.close')}
      onClose={() => setConnection('online')}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={500}>
          {offline ? t('connection.offline') : t('connection.restored')}
        </Text>
        {!offline && (
          <Button size="xs" variant="white" color="teal" onClick={() => window.location.reload()}>
            {t('connection.refresh')}
          </Button>
        )}
      </Group>
    </Alert>
  )
}
