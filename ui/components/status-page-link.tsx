import { Button, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { SectionCard } from '@/components/section-card'
import { paths } from '@/config/paths'

export type StatusPageOwner = 'location' | 'customer' | 'group'

const DESIGNER_PATHS: Record<StatusPageOwner, string> = {
  location: paths.statusDesigner.location,
  customer: paths.statusDesigner.customer,
  group: paths.statusDesigner.group,
}

/** Where the status page designer of a venue, customer or group opens. */
export const statusDesignerHref = (owner: StatusPageOwner, id: number) =>
  DESIGNER_PATHS[owner].replace(':id', String(id))

/** A card on a customer's or group's page leading to the designer of its public status page. */
export function StatusPageCard({ owner, id }: { owner: StatusPageOwner; id: number }) {
  const { t } = useTranslation('statusPage')
  return (
    <SectionCard title={t('card.title')}>
      <Group justify="space-between">
        <Text size="sm">{t(`card.description.${owner}`)}</Text>
        <Button component={Link} to={statusDesignerHref(owner, id)} variant="light">
          {t('card.open')}
        </Button>
      </Group>
    </SectionCard>
  )
}
