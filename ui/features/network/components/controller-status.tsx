import { Anchor, Badge, Group, Paper, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { CONTROLLER_STATUS_COLORS } from '@/lib/controllers/controller-status'
import type { ControllerStatus, NetworkOverview } from '../api/views'

export function ControllerStatus({ overview }: { overview: NetworkOverview }) {
  const { t, i18n } = useTranslation('network')
  const controller = overview.controller
  if (!controller) return null
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t('dashboard.controller')}>
      <Group justify="space-between" wrap="wrap">
        <div>
          <Text size="sm" c="dimmed">
            {t('dashboard.controller')}
          </Text>
          <Group gap="xs">
            <Text fw={600}>{controller.alias}</Text>
            <Badge color={CONTROLLER_STATUS_COLORS[controller.status]} variant="dot">
              {t(`controllerStatus.${controller.status}`)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {overview.lastSyncAt
              ? t('dashboard.lastSync', {
                  at: new Date(overview.lastSyncAt).toLocaleString(i18n.language),
                })
              : t('dashboard.neverSynced')}
          </Text>
        </div>
        {controller.webUiUrl && (
          <Anchor href={controller.webUiUrl} target="_blank" rel="noopener noreferrer">
            {t('dashboard.openController')}
          </Anchor>
        )}
      </Group>
    </Paper>
  )
}
