import { Button, Group as Row, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { groupHref, paths } from '@/config/paths'
import { GroupsTable } from '../components/groups-table'

export default function AdminGroupsPage() {
  const { t } = useTranslation('groups')
  const navigate = useNavigate()
  return (
    <Stack gap="lg">
      <Row justify="space-between">
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Button onClick={() => navigate(paths.admin.groupNew)}>{t('actions.add')}</Button>
      </Row>
      <GroupsTable onOpen={(id) => navigate(groupHref(id))} />
    </Stack>
  )
}
