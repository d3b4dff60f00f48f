import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { InviteWizard } from '../components/invite-wizard'
import { InvitesTable } from '../components/invites-table'
import { UsersTable } from '../components/users-table'
import { UsersTabs } from '../components/users-tabs'
import { preselectFromSearch } from '../preselect'

/** The users screen and its invitations tab; the admin area shows the same under its own paths. */
export function UsersScreen({
  tab,
  usersPath,
  invitesPath,
}: {
  tab: 'users' | 'invites'
  usersPath: string
  invitesPath: string
}) {
  const { t } = useTranslation('users')
  const [search, setSearch] = useSearchParams()
  // ?customer=<id> (or group, location): an object page's "Invite users" opens the wizard on that object.
  const preselect = preselectFromSearch(search)
  const [inviting, setInviting] = useState(preselect !== null)
  const close = () => {
    setInviting(false)
    if (preselect) setSearch({}, { replace: true })
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz="h2">
            {t('title')}
          </Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </div>
        <Button onClick={() => setInviting(true)}>{t('inviteButton')}</Button>
      </Group>
      <UsersTabs usersPath={usersPath} invitesPath={invitesPath} />
      {tab === 'users' ? <UsersTable /> : <InvitesTable />}
      <Modal opened={inviting} onClose={close} size="xl" title={t('wizard.title')}>
        <InviteWizard preselect={preselect} onDone={close} />
      </Modal>
    </Stack>
  )
}
