/**
 * Catalogue of things found at a venue: UniFi models, client vendors (OUI prefix → vendor name as the controller
 * shows it in `oui`) and hostname patterns. MAC prefixes are plausible, not a verified OUI registry ([U]).
 */

export interface SwitchModel {
  model: string
  name: string
  ports: number
  poePorts: number
}

export const UBIQUITI_PREFIXES = [
  '24:5a:4c',
  'f0:9f:c2',
  '74:ac:b9',
  'e0:63:da',
  '78:8a:20',
  'fc:ec:da',
  '68:d7:9a',
]

export const SWITCH_MODELS: SwitchModel[] = [
  { model: 'US8P60', name: 'US 8 60W', ports: 8, poePorts: 4 },
  { model: 'USL16LP', name: 'USW Lite 16 PoE', ports: 16, poePorts: 8 },
  { model: 'US24P250', name: 'US 24 PoE 250W', ports: 24, poePorts: 24 },
  { model: 'USLP24P', name: 'USW Pro 24 PoE', ports: 24, poePorts: 16 },
]

export const AP_MODELS = [
  { model: 'U6LR', name: 'U6 Long-Range' },
  { model: 'U6PRO', name: 'U6 Pro' },
  { model: 'UAL6', name: 'U6 Lite' },
  { model: 'U7PRO', name: 'U7 Pro' },
  { model: 'UAPL6', name: 'U6 Lite' },
]

export const GATEWAYS = {
  'classic': [
    { type: 'ugw', model: 'UGW3', name: 'USG 3P' },
    { type: 'uxg', model: 'UXGPRO', name: 'UXG Pro' },
  ],
  'unifi-os': [
    { type: 'udm', model: 'UDMPRO', name: 'UDM Pro' },
    { type: 'udm', model: 'UDMPROSE', name: 'UDM SE' },
    { type: 'uxg', model: 'UXGPRO', name: 'UXG Pro' },
  ],
} as const

export interface ClientKind {
  oui: string
  prefixes: string[]
  hostnames: string[]
  /** Aliases an admin typically gives such a device (`name`). */
  aliases?: string[]
  wired?: boolean
  wireless?: boolean
}

export const CLIENT_KINDS: ClientKind[] = [
  {
    oui: 'Apple, Inc.',
    prefixes: ['a4:83:e7', 'f0:18:98', '3c:22:fb', '8c:85:90'],
    hostnames: [
      'iPhone',
      'iPhone-van-Sanne',
      'Lisas-MacBook-Air',
      'MacBook-Pro',
      'iPad',
      'Tims-iPhone',
    ],
    wireless: true,
  },
  {
    oui: 'Samsung Electronics Co.,Ltd',
    prefixes: ['8c:f5:a3', '5c:49:7d', 'a0:cb:fd'],
    hostnames: ['Galaxy-S23', 'Galaxy-A54-5G', 'SM-A546B', 'Galaxy-Tab-S9'],
    wireless: true,
  },
  {
    oui: 'Intel Corporate',
    prefixes: ['3c:a9:f4', '7c:b2:7d', 'a4:c3:f0'],
    hostnames: ['DESKTOP-4F7K2QJ', 'LAPTOP-8JQ2M1LA', 'DESKTOP-KASSA', 'LAPTOP-MANAGER'],
    aliases: ['Kantoor PC', 'Laptop bedrijfsleider'],
    wired: true,
    wireless: true,
  },
  {
    oui: 'Sonos, Inc.',
    prefixes: ['5c:aa:fd', '94:9f:3e', '48:a6:b8'],
    hostnames: ['SonosZP', 'Sonos-Terras', 'Sonos-Bar'],
    aliases: ['Sonos bar', 'Sonos terras', 'Sonos zaal'],
    wired: true,
    wireless: true,
  },
  {
    oui: 'Ingenico Terminals SAS',
    prefixes: ['54:7f:54', '00:03:81'],
    hostnames: ['Move5000', 'Desk5000', 'Lane3000'],
    aliases: ['Pinautomaat bar', 'Pinautomaat kassa', 'Pin terras'],
    wired: true,
    wireless: true,
  },
  {
    oui: 'Hewlett Packard',
    prefixes: ['3c:d9:2b', '10:e7:c6', 'f4:39:09'],
    hostnames: ['HP-LaserJet-M404', 'HPE4A1B2', 'HP-OfficeJet-9010'],
    aliases: ['Printer kantoor', 'Bonprinter keuken'],
    wired: true,
  },
  {
    oui: 'Google, Inc.',
    prefixes: ['f4:f5:d8', '3c:28:6d'],
    hostnames: ['Pixel-8', 'Pixel-7a', 'Chromecast'],
    wireless: true,
  },
  {
    oui: 'Xiaomi Communications Co Ltd',
    prefixes: ['64:09:80', '28:6c:07'],
    hostnames: ['Redmi-Note-12', 'POCO-X5'],
    wireless: true,
  },
  {
    oui: 'Raspberry Pi Trading Ltd',
    prefixes: ['b8:27:eb', 'dc:a6:32', 'd8:3a:dd'],
    hostnames: ['raspberrypi', 'menu-display', 'signage-01'],
    aliases: ['Menubord', 'Narrowcasting'],
    wired: true,
  },
  {
    oui: 'Seiko Epson Corporation',
    prefixes: ['64:eb:8c', '38:1a:52'],
    hostnames: ['EPSON-TM-m30', 'EPSON3A1F2C'],
    aliases: ['Bonprinter bar'],
    wired: true,
  },
]

export const WIRED_KINDS = CLIENT_KINDS.filter((kind) => kind.wired)
export const WIRELESS_KINDS = CLIENT_KINDS.filter((kind) => kind.wireless)
export const DEVICE_VERSION = { gateway: '4.0.6.6754', switch: '7.1.26.15869', ap: '7.0.76.15293' }
/** The release the controller offers to devices that are behind (every third device of a site). */
export const DEVICE_UPGRADE = { gateway: '4.1.13.7040', switch: '7.1.66.16087', ap: '7.0.92.15486' }
