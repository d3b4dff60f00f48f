import type { ControllerStatus, ControllerView } from '../lib/controllers-api.js'
import { DataTable, type TableColumn } from './data-table.js'
import { printElement } from './print.js'

const STATUS_COLOR: Record<ControllerStatus, string> = {
  connected: 'green',
  needs_credentials: 'yellow',
  unavailable: 'red',
  failed: 'red',
  never_synced: 'gray',
}

const COLUMNS: TableColumn<ControllerView>[] = [
  { title: 'ID', width: 6, text: (controller) => String(controller.id) },
  { title: 'ALIAS', width: 24, text: (controller) => controller.alias },
  { title: 'VENDOR', width: 10, text: (controller) => controller.vendor },
  {
    title: 'STATUS',
    width: 19,
    text: (controller) => controller.status.replace('_', ' '),
    color: (controller) => STATUS_COLOR[controller.status],
  },
  {
    title: 'LAST SYNC',
    width: 22,
    text: (controller) => (controller.lastSyncAt ? formatTime(controller.lastSyncAt) : 'never'),
  },
  { title: 'SITES', width: 7, text: (controller) => String(controller.siteCount) },
  { title: 'LOCATIONS', width: 11, text: (controller) => String(controller.locationCount) },
  { title: 'URL', width: 40, text: (controller) => controller.url },
]

export function ControllersTable({ controllers }: { controllers: ControllerView[] }) {
  return <DataTable columns={COLUMNS} rows={controllers} empty="No controllers." />
}

/** "2026-11-21 23:58 UTC": stable in logs whatever the machine's time zone. */
export function formatTime(iso: string) {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`
}

export function renderControllersTable(
  controllers: ControllerView[],
  stream: NodeJS.WriteStream = process.stdout
) {
  printElement(<ControllersTable controllers={controllers} />, stream)
}
