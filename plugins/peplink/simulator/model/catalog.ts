/** The Peplink products the simulator hands out, and the client population of a venue. */

export interface Product {
  id: number
  name: string
  code: string
  firmware: string
  lanPorts: number
  poe: boolean
  wans: Array<{ name: string; type: 'ethernet' | 'gobi' | 'wifi'; priority: number }>
}

export const ROUTERS: Product[] = [
  {
    id: 126,
    name: 'Balance 20X',
    code: 'BPL-021X',
    firmware: '8.4.1 build 5195',
    lanPorts: 4,
    poe: false,
    wans: [
      { name: 'WAN', type: 'ethernet', priority: 1 },
      { name: 'Cellular', type: 'gobi', priority: 2 },
    ],
  },
  {
    id: 139,
    name: 'MAX BR1 Pro 5G',
    code: 'MAX-BR1-PRO-5GN',
    firmware: '8.4.0 build 4991',
    lanPorts: 2,
    poe: false,
    wans: [
      { name: 'WAN', type: 'ethernet', priority: 1 },
      { name: 'Wi-Fi WAN', type: 'wifi', priority: 2 },
      { name: 'Cellular', type: 'gobi', priority: 2 },
    ],
  },
]

export const SWITCHES: Product[] = [
  {
    id: 168,
    name: 'SD Switch 8-Port PoE',
    code: 'SDS-8P',
    firmware: '1.3.2 build 1150',
    lanPorts: 8,
    poe: true,
    wans: [],
  },
]

export const ACCESS_POINTS: Product[] = [
  {
    id: 79,
    name: 'AP One AC Mini',
    code: 'APO-ACM',
    firmware: '3.9.2 build 2310',
    lanPorts: 0,
    poe: false,
    wans: [],
  },
  {
    id: 101,
    name: 'AP One Enterprise',
    code: 'APO-ENT',
    firmware: '3.9.2 build 2310',
    lanPorts: 0,
    poe: false,
    wans: [],
  },
]

export const CLIENT_VENDORS = [
  { prefix: 'a4:83:e7', manufacturer: 'Apple, Inc.', names: ['iPhone', 'MacBook-Pro', 'iPad'] },
  {
    prefix: '8c:f5:a3',
    manufacturer: 'Samsung Electronics Co.,Ltd',
    names: ['Galaxy-S23', 'Galaxy-Tab'],
  },
  { prefix: '3c:22:fb', manufacturer: 'Intel Corporate', names: ['LAPTOP-KASSA', 'DESKTOP-BAR'] },
  { prefix: '54:2a:1b', manufacturer: 'Sonos, Inc.', names: ['Sonos-Terras'] },
  { prefix: '00:0b:4f', manufacturer: 'Ingenico', names: ['PIN-Terminal'] },
] as const

export const SSIDS = ['Gasten WiFi', 'Personeel'] as const
export const RADIO_MODES = ['802.11ac', '802.11ax', '802.11n'] as const
