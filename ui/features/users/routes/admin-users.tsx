import { paths } from '@/config/paths'
import { UsersScreen } from './users-page'

export default function AdminUsersPage() {
  return (
    <UsersScreen tab="users" usersPath={paths.admin.users} invitesPath={paths.admin.userInvites} />
  )
}
