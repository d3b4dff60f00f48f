import type { UserAccess } from '#core/access/services/user_access'
import type Group from '#core/groups/models/group'

/**
 * Groups are created by admins and partners (a partner gets a grant on the
 * group it creates). Deleting a group ends its members' access through it,
 * so only admins and partners that manage the group may do it.
 */
export const groupPolicy = {
  view: (access: UserAccess, group: Group) => access.can('group_read', 'group', group.id),
  update: (access: UserAccess, group: Group) => access.can('group_update', 'group', group.id),
  create: (access: UserAccess) => access.isAdmin || access.user.partnerId !== null,
  delete: async (access: UserAccess, group: Group) =>
    access.isAdmin ||
    (access.user.partnerId !== null && (await access.can('group_update', 'group', group.id))),
}
