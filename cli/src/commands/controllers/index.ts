import type { Command } from 'commander'
import { registerControllersList } from './list.js'
import { registerControllersSync } from './sync.js'

export function registerControllers(program: Command) {
  const controllers = program.command('controllers').description('network controllers (admin)')
  registerControllersList(controllers)
  registerControllersSync(controllers)
}
