import type { Command } from 'commander'
import { registerInventoryList } from './list.js'
import { registerInventoryChanges } from './change.js'
import { registerInventoryImport } from './import.js'
import { registerInventoryExport } from './export.js'

export function registerInventory(program: Command) {
  const inventory = program
    .command('inventory')
    .description('products in stock: list, add, deduct, bulk import and export (admins)')
  registerInventoryList(inventory)
  registerInventoryChanges(inventory)
  registerInventoryImport(inventory)
  registerInventoryExport(inventory)
}
