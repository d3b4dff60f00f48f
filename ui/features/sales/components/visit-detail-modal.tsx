import { Alert, Badge, Group, Modal, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { useVisit } from '../api/visits'
import type { Visit } from '../api/types'

type Field = [label: string, value: string | null]

/** Every field of one visit, read-only (from the map or the list). */
export function VisitDetailModal({ visitId, onClose }: { visitId: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('sales')
  const { data, error } = useVisit(visitId)
  const yes = (value: boolean) => (value ? t('detail.yes') : t('detail.no'))
  const fields = (visit: Visit): Field[] => [
    [t('visit.venueType'), t(`venueTypes.${visit.venueType}`)],
    [t('visit.venueSize'), t(`venueSizes.${visit.venueSize}`)],
    [t('visit.sector'), visit.sector],
    [
      t('visit.address'),
      [visit.address, [visit.postalCode, visit.city].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ') || null,
    ],
    [
      t('visit.contactName'),
      [visit.contactName, visit.contactRole].filter(Boolean).join(' · ') || null,
    ],
    [t('visit.contactPhone'), visit.contactPhone],
    [t('visit.contactEmail'), visit.contactEmail],
    [t('visit.marketingOptIn'), yes(visit.marketingOptIn)],
    [t('visit.knowsProduct'), yes(visit.knowsProduct)],
    [t('visit.wantsOffer'), yes(visit.wantsOffer)],
    [
      t('visit.followUp'),
      visit.followUp
        ? visit.followUpMethod
          ? t(`followUp.${visit.followUpMethod}`)
          : t('detail.yes')
        : t('detail.no'),
    ],
    [t('visit.satisfaction'), visit.satisfaction === null ? null : `${visit.satisfaction} / 5`],
    [t('visit.issueReason'), visit.issueReason],
    [t('visit.provider'), visit.provider],
    [t('visit.posSystem'), visit.posSystem],
    [
      t('detail.venue'),
      [
        visit.hasTerrace && t('visit.hasTerrace'),
        visit.hasKiosk && t('visit.hasKiosk'),
        visit.hasTakeaway && t('visit.hasTakeaway'),
        visit.hasWalkIn && t('visit.hasWalkIn'),
      ]
        .filter(Boolean)
        .join(', ') || null,
    ],
    [t('visit.comment'), visit.comment],
  ]
  return (
    <Modal
      opened
      onClose={onClose}
      title={data?.venueName ?? t('visit.title')}
      closeButtonProps={{ 'aria-label': t('detail.close') }}
      centered
      size="lg"
    >
      {error && <Alert color="red">{errorMessage(t, error)}</Alert>}
      {!data && !error && <Skeleton height={240} />}
      {data && (
        <Stack>
          <Group gap="xs">
            <Badge variant="light" styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}>
              {t(`interest.${data.interest}`)}
            </Badge>
            <Badge variant="outline" styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}>
              {t(`outcomes.${data.outcome}`)}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('detail.by', {
                hunter: data.hunter.name,
                when: new Date(data.createdAt).toLocaleString(i18n.language),
              })}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {fields(data)
              .filter(([, value]) => value !== null)
              .map(([label, value]) => (
                <div key={label}>
                  <Text size="xs" c="dimmed">
                    {label}
                  </Text>
                  <Text size="sm">{value}</Text>
                </div>
              ))}
          </SimpleGrid>
        </Stack>
      )}
    </Modal>
  )
}
