import type { Command } from 'commander'
import { registerLocationsList } from './locations/list.js'

export function registerLocations(program: Command) {
  const locations = program.command('locations').description('venues: list and filter')
  registerLocationsList(locations)
}
