import type { Command } from 'commander'
import { registerTenantsImport } from './import.js'

export function registerTenants(program: Command) {
  const tenants = program
    .command('tenants')
    .description("a venue's tenants and their personal WiFi keys")
  registerTenantsImport(tenants)
}
