import type { ClientView, DeviceKind, DeviceView } from '../api/views'

export interface TopologyNode {
  device: DeviceView
  children: TopologyNode[]
  clients: ClientView[]
}

const kindOrder: Record<DeviceKind, number> = { gateway: 0, switch: 1, ap: 2, other: 3 }

const byUplinkPort = (a: TopologyNode, b: TopologyNode) =>
  (a.device.uplinkPort ?? Number.MAX_SAFE_INTEGER) -
    (b.device.uplinkPort ?? Number.MAX_SAFE_INTEGER) ||
  kindOrder[a.device.kind] - kindOrder[b.device.kind] ||
  a.device.name.localeCompare(b.device.name)

/**
 * Gateway → switches → APs → clients, from each device's uplink MAC. A device whose uplink is unknown (or not
 * one of this venue's devices) becomes a root; a cycle in bad data cannot loop because each device is placed once.
 */
export function buildTopology(devices: DeviceView[], clients: ClientView[] = []): TopologyNode[] {
  const nodes = new Map<string, TopologyNode>()
  for (const device of devices) {
    if (device.mac) nodes.set(device.mac, { device, children: [], clients: [] })
  }
  const all = devices.map((device) =>
    device.mac ? nodes.get(device.mac)! : { device, children: [], clients: [] }
  )
  const roots: TopologyNode[] = []
  const placed = new Set<TopologyNode>()

  const attach = (node: TopologyNode) => {
    const parent = node.device.uplinkMac ? nodes.get(node.device.uplinkMac) : undefined
    if (parent && parent !== node && !descendsFrom(parent, node)) parent.children.push(node)
    else roots.push(node)
    placed.add(node)
  }
  const descendsFrom = (candidate: TopologyNode, ancestor: TopologyNode): boolean => {
    let current: TopologyNode | undefined = candidate
    const seen = new Set<TopologyNode>()
    while (current && !seen.has(current)) {
      if (current === ancestor) return true
      seen.add(current)
      current = current.device.uplinkMac ? nodes.get(current.device.uplinkMac) : undefined
    }
    return false
  }
  for (const node of [...all].sort((a, b) => kindOrder[a.device.kind] - kindOrder[b.device.kind])) {
    if (!placed.has(node)) attach(node)
  }

  const orphans: ClientView[] = []
  for (const client of clients) {
    const uplink = client.uplinkMac ? nodes.get(client.uplinkMac) : undefined
    if (uplink) uplink.clients.push(client)
    else orphans.push(client)
  }
  const sort = (list: TopologyNode[]) => {
    list.sort(byUplinkPort)
    for (const node of list) sort(node.children)
  }
  sort(roots)
  roots.sort((a, b) => kindOrder[a.device.kind] - kindOrder[b.device.kind])
  if (orphans.length > 0 && roots[0]) roots[0].clients.push(...orphans)
  return roots
}
