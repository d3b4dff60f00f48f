import type { CommandMetaData } from '@adonisjs/core/types/ace'
import * as lucid from '@adonisjs/lucid/commands'

/**
 * Lucid's ace commands (adonisrc.ts), with `migration:run` replaced by ours (migration_run_command.ts): ace runs a
 * command by its name from the first loader that has it, so an app command of the same name would never be used.
 */
export function getMetaData() {
  return lucid.getMetaData()
}

export async function getCommand(metaData: CommandMetaData) {
  if (metaData.commandName === 'migration:run')
    return (await import('#kernel/db/migration_run_command')).default
  return lucid.getCommand(metaData)
}
