import type { Command } from 'commander'
import { registerCustomersList } from './customers/list.js'

export function registerCustomers(program: Command) {
  const customers = program.command('customers').description('companies: list and search')
  registerCustomersList(customers)
}
