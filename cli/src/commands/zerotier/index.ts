import type { Command } from 'commander'
import { registerMembersList } from './members.js'
import { registerAuthorize } from './authorize.js'

/** The command is named after the product people know (spec: /admin/zerotier); it works for any membership network. */
export function registerZerotier(program: Command) {
  const zerotier = program.command('zerotier').description('nodes of the ZeroTier networks (admin)')
  registerMembersList(zerotier)
  registerAuthorize(zerotier)
}
