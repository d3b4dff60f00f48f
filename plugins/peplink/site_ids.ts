import { ControllerRejectedError } from '#core/plugins/plugin_errors'

/**
 * A site is an InControl group, and every group path needs its organisation too, so the site id carries both:
 * "{organisationId}:{groupId}", e.g. "t00nnt:12".
 */
export interface GroupRef {
  orgId: string
  groupId: string
}

export function siteIdOf(orgId: string, groupId: string | number): string {
  return `${orgId}:${groupId}`
}

export function parseSiteId(siteId: string): GroupRef {
  const match = /^([^:\s/]+):([^:\s/]+)$/.exec(siteId)
  if (!match)
    throw new ControllerRejectedError(
      'not_found',
      `"${siteId}" is not a Peplink site id ("organisation:group")`
    )
  return { orgId: match[1], groupId: match[2] }
}
