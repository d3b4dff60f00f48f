import { paths } from '@/config/paths'
import { UsersScreen } from './users-page'

export default function InvitesPage() {
  return (
    <UsersScreen tab="invites" usersPath={paths.users.root} invitesPath={paths.users.invites} />
  )
}
