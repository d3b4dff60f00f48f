import { ActionIcon } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/icons'

/** Zoom buttons in the map's corner; "show all" returns to the view that fits every location. */
export function MapControls({
  onZoomIn,
  onZoomOut,
  onShowAll,
}: {
  onZoomIn: () => void
  onZoomOut: () => void
  onShowAll: () => void
}) {
  const { t } = useTranslation('locations')
  return (
    <ActionIcon.Group
      orientation="vertical"
      style={{ position: 'absolute', top: 8, right: 8, zIndex: 4 }}
    >
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('map.zoomIn')}
        title={t('map.zoomIn')}
        onClick={onZoomIn}
      >
        <Icon name="plus" />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('map.zoomOut')}
        title={t('map.zoomOut')}
        onClick={onZoomOut}
      >
        <Icon name="minus" />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('map.showAll')}
        title={t('map.showAll')}
        onClick={onShowAll}
      >
        <Icon name="focus" />
      </ActionIcon>
    </ActionIcon.Group>
  )
}
