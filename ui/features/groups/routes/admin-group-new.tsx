import { Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { groupHref } from '@/config/paths'
import { GroupWizard } from '../components/group-wizard'

export default function AdminGroupNewPage() {
  const { t } = useTranslation('groups')
  const navigate = useNavigate()
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('wizard.title')}
      </Title>
      <GroupWizard onCreated={(id) => navigate(groupHref(id))} />
    </Stack>
  )
}
