import { Tabs } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'

/** Users | Invitations, for /users and /admin/users (and their /invites). */
export function UsersTabs({ usersPath, invitesPath }: { usersPath: string; invitesPath: string }) {
  const { t } = useTranslation('users')
  const navigate = useNavigate()
  const { pathname } = useLocation()
  return (
    <Tabs
      value={pathname.startsWith(invitesPath) ? invitesPath : usersPath}
      onChange={(value) => value && navigate(value)}
    >
      <Tabs.List>
        <Tabs.Tab value={usersPath}>{t('tabs.users')}</Tabs.Tab>
        <Tabs.Tab value={invitesPath}>{t('tabs.invites')}</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  )
}
