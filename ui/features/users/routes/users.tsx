import { paths } from '@/config/paths'
import { UsersScreen } from './users-page'

export default function UsersPage() {
  return <UsersScreen tab="users" usersPath={paths.users.root} invitesPath={paths.users.invites} />
}
