import { Group, Loader, Paper, Text } from '@mantine/core'
import { useNavigation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useSlowLoading } from './page-loader'

/** Shown while the next screen's code or data loads, with the slow-loading hint after 5 s. */
export function NavigationProgress() {
  const { t } = useTranslation()
  const loading = useNavigation().state === 'loading'
  const slow = useSlowLoading(loading)
  if (!loading) return null
  return (
    <Paper
      shadow="sm"
      radius="xl"
      px="md"
      py={6}
      pos="fixed"
      top={12}
      left="50%"
      style={{ transform: 'translateX(-50%)', zIndex: 400 }}
      role="status"
      aria-live="polite"
    >
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{slow ? t('loading.slow') : t('loading.label')}</Text>
      </Group>
    </Paper>
  )
}
