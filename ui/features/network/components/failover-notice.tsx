import { Alert, Badge, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { FailoverService } from '../api/views'

/** The services a venue's networks still carry while it runs on its cellular backup (spec §4). */
export function RestrictedServices({ services }: { services: FailoverService[] }) {
  const { t } = useTranslation('network')
  return (
    <Group gap={6} aria-label={t('failover.restrictedTo')}>
      <Text size="sm" fw={500}>
        {t('failover.restrictedTo')}
      </Text>
      {services.map((service) => (
        <Badge
          key={service}
          color="grape"
          variant="light"
          styles={{ label: { color: 'var(--mantine-color-grape-9)' } }}
        >
          {t(`failover.services.${service}`)}
        </Badge>
      ))}
    </Group>
  )
}

/** Shown on the network overview while failover is active. */
export function FailoverNotice({ services }: { services: FailoverService[] }) {
  const { t } = useTranslation('network')
  return (
    <Alert color="grape" title={t('failover.title')} role="status">
      <Text size="sm" mb="xs">
        {t('failover.explanation')}
      </Text>
      <RestrictedServices services={services} />
    </Alert>
  )
}
