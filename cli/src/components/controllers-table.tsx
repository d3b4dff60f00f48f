import { Box, Text } from 'ink'
import type { ControllerStatus, ControllerView } from '../lib/controllers-api.js'
import { printElement } from './print.js'

const STATUS_COLOR: Record<ControllerStatus, string> = {
  connected: 'green',
  needs_credentials: 'yellow',
  unavailable: 'red',
  failed: 'red',
  never_synced: 'gray',
}

const COLUMNS = [
  { title: 'ID', width: 6 },
  { title: 'ALIAS', width: 24 },
  { title: 'VENDOR', width: 10 },
  { title: 'STATUS', width: 19 },
  { title: 'LAST SYNC', width: 22 },
  { title: 'SITES', width: 7 },
  { title: 'LOCATIONS', width: 11 },
  { title: 'URL', width: 40 },
] as const

function Cell({ width, children, color }: { width: number; children: string; color?: string }) {
  return (
    <Box width={width} paddingRight={1}>
      <Text color={color} wrap="truncate-end">
        {children}
      </Text>
    </Box>
  )
}

export function ControllersTable({ controllers }: { controllers: ControllerView[] }) {
  if (controllers.length === 0) return <Text dimColor>No controllers.</Text>
  return (
    <Box flexDirection="column">
      <Box>
        {COLUMNS.map((column) => (
          <Cell key={column.title} width={column.width} color="gray">
            {column.title}
          </Cell>
        ))}
      </Box>
      {controllers.map((controller) => (
        <Box key={controller.id}>
          <Cell width={6}>{String(controller.id)}</Cell>
          <Cell width={24}>{controller.alias}</Cell>
          <Cell width={10}>{controller.vendor}</Cell>
          <Cell width={19} color={STATUS_COLOR[controller.status]}>
            {controller.status.replace('_', ' ')}
          </Cell>
          <Cell width={22}>{controller.lastSyncAt ? formatTime(controller.lastSyncAt) : 'never'}</Cell>
          <Cell width={7}>{String(controller.siteCount)}</Cell>
          <Cell width={11}>{String(controller.locationCount)}</Cell>
          <Cell width={40}>{controller.url}</Cell>
        </Box>
      ))}
    </Box>
  )
}

/** "2026-11-21 23:58 UTC": stable in logs whatever the machine's time zone. */
export function formatTime(iso: string) {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`
}

export function renderControllersTable(controllers: ControllerView[], stream: NodeJS.WriteStream = process.stdout) {
  printElement(<ControllersTable controllers={controllers} />, stream)
}
