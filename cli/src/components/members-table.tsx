import type { NetworkMember } from '../lib/members-api.js'
import { DataTable, type TableColumn } from './data-table.js'
import { printElement } from './print.js'

const ACCESS_COLOR = { pending: 'yellow', authorized: 'green', deauthorized: 'gray' } as const

export const memberAccess = (member: NetworkMember) =>
  member.pending ? 'pending' : member.authorized ? 'authorized' : 'deauthorized'

/** A node can be on several networks: a row's id is both, the member itself rides along. */
type Row = { id: string; member: NetworkMember }

const COLUMNS: TableColumn<Row>[] = [
  { title: 'NODE', width: 12, text: ({ member }) => member.id },
  { title: 'NAME', width: 24, text: ({ member }) => member.name ?? '-' },
  { title: 'NETWORK', width: 24, text: ({ member }) => member.networkName },
  { title: 'IP', width: 17, text: ({ member }) => member.ip ?? '-' },
  {
    title: 'ACCESS',
    width: 14,
    text: ({ member }) => memberAccess(member),
    color: ({ member }) => ACCESS_COLOR[memberAccess(member)],
  },
  {
    title: 'ONLINE',
    width: 8,
    text: ({ member }) => (member.online ? 'yes' : 'no'),
    color: ({ member }) => (member.online ? 'green' : 'gray'),
  },
  { title: 'CONTROLLER', width: 20, text: ({ member }) => member.controllerAlias },
]

export function MembersTable({ members }: { members: NetworkMember[] }) {
  const rows = members.map((member) => ({
    id: `${member.controllerId}:${member.networkId}:${member.id}`,
    member,
  }))
  return <DataTable columns={COLUMNS} rows={rows} empty="No network members." />
}

export function renderMembersTable(
  members: NetworkMember[],
  stream: NodeJS.WriteStream = process.stdout
) {
  printElement(<MembersTable members={members} />, stream)
}
