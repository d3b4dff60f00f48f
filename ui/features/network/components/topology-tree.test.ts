import { describe, expect, it } from 'vitest'
import type { ClientView, DeviceView } from '../api/views'
import { buildTopology, type TopologyNode } from './topology-tree'

const device = (
  name: string,
  kind: DeviceView['kind'],
  mac: string,
  uplinkMac: string | null,
  uplinkPort: number | null
) =>
  ({
    id: name,
    name,
    kind,
    mac,
    uplinkMac,
    uplinkPort,
    ports: [],
    state: 'online',
    online: true,
  }) as unknown as DeviceView

const shape = (nodes: TopologyNode[]): unknown[] =>
  nodes.map((node) => ({
    [node.device.name]: shape(node.children),
    clients: node.clients.map((client) => client.mac),
  }))

describe('buildTopology', () => {
  it('nests gateway → switches → APs by uplink, ports in order, clients under their uplink', () => {
    const devices = [
      device('ap-2', 'ap', '00:00:00:00:00:05', '00:00:00:00:00:02', 8),
      device('ap-1', 'ap', '00:00:00:00:00:04', '00:00:00:00:00:02', 3),
      device('switch', 'switch', '00:00:00:00:00:02', '00:00:00:00:00:01', 1),
      device('gateway', 'gateway', '00:00:00:00:00:01', null, null),
    ]
    const clients = [
      { mac: 'c1', uplinkMac: '00:00:00:00:00:04' },
      { mac: 'c2', uplinkMac: 'ff:ff:ff:ff:ff:ff' },
    ] as ClientView[]
    expect(shape(buildTopology(devices, clients))).toEqual([
      {
        gateway: [
          {
            switch: [
              { 'ap-1': [], 'clients': ['c1'] },
              { 'ap-2': [], 'clients': [] },
            ],
            clients: [],
          },
        ],
        clients: ['c2'],
      },
    ])
  })

  it('survives uplink cycles and unknown uplinks', () => {
    const devices = [
      device('a', 'switch', '00:00:00:00:00:0a', '00:00:00:00:00:0b', 1),
      device('b', 'switch', '00:00:00:00:00:0b', '00:00:00:00:00:0a', 1),
      device('c', 'ap', '00:00:00:00:00:0c', '00:00:00:00:00:99', 1),
    ]
    const names = (nodes: TopologyNode[]): string[] =>
      nodes.flatMap((node) => [node.device.name, ...names(node.children)])
    expect(names(buildTopology(devices)).sort()).toEqual(['a', 'b', 'c'])
  })
})
