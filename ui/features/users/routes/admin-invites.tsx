import { paths } from '@/config/paths'
import { UsersScreen } from './users-page'

export default function AdminInvitesPage() {
  return (
    <UsersScreen
      tab="invites"
      usersPath={paths.admin.users}
      invitesPath={paths.admin.userInvites}
    />
  )
}
