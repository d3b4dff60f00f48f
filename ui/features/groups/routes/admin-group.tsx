import { Anchor, Skeleton, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { paths } from '@/config/paths'
import { useGroup } from '../api/get-group'
import { GroupDetails } from '../components/group-details'

export default function AdminGroupPage() {
  const { t } = useTranslation('groups')
  const navigate = useNavigate()
  const id = Number(useParams().id)
  const { data: group } = useGroup(Number.isInteger(id) && id > 0 ? id : null)
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.admin.groups} size="sm">
        {t('actions.back')}
      </Anchor>
      {group ? (
        <>
          <Title order={1} fz="h2">
            {group.name}
          </Title>
          <GroupDetails
            key={group.id}
            group={group}
            onDeleted={() => navigate(paths.admin.groups)}
          />
        </>
      ) : (
        <Skeleton height={300} aria-label={t('common:loading.label')} />
      )}
    </Stack>
  )
}
