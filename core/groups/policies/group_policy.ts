import type { UserAccess } from '#core/access/services/user_access'
import type Group from '#core/groups/models/group'

export const groupPolicy = {
  view: (access: UserAccess, group: Group) => access.can('group_read', 'group', group.id),
  update: (access: UserAccess, group: Group) => access.can('group_update', 'group', group.id),
}
