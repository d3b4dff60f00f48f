import type Group from '#core/groups/models/group'
import type { PermissionKey } from '#core/access/permissions'

export function transformGroup(group: Group, permissions?: PermissionKey[]) {
  return { ...group.serialize(), ...(permissions ? { permissions } : {}) }
}
