/** Omada models and client vendors found at a venue. MAC prefixes are plausible, not a verified OUI registry ([U]). */

export const TPLINK_PREFIXES = ['50-C7-BF', '60-32-B1', 'A8-42-A1', 'E8-48-B8', '98-DA-C4']

export const GATEWAYS = [
  {
    model: 'ER605 v2.0',
    modelName: 'ER605',
    lanPorts: 4,
    firmware: '2.2.4 Build 20240119 Rel.44368',
  },
  {
    model: 'ER7206 v1.0',
    modelName: 'ER7206',
    lanPorts: 5,
    firmware: '1.4.1 Build 20240117 Rel.57421',
  },
]

export const SWITCHES = [
  {
    model: 'TL-SG2210MP v1.0',
    modelName: 'TL-SG2210MP',
    ports: 10,
    poePorts: 8,
    firmware: '1.0.7 Build 20230713 Rel.54530',
  },
  {
    model: 'TL-SG2428P v1.0',
    modelName: 'TL-SG2428P',
    ports: 28,
    poePorts: 24,
    firmware: '1.1.6 Build 20231116 Rel.66436',
  },
]

export const APS = [
  { model: 'EAP650 v1.0', modelName: 'EAP650', firmware: '1.0.12 Build 20231222 Rel.47379' },
  { model: 'EAP670 v1.0', modelName: 'EAP670', firmware: '1.1.3 Build 20240104 Rel.62212' },
  { model: 'EAP225 v5.0', modelName: 'EAP225', firmware: '5.1.7 Build 20231121 Rel.37286' },
]

export const CLIENT_KINDS = [
  {
    vendor: 'Apple',
    prefixes: ['A4-83-E7', 'F0-18-98'],
    hosts: ['iPhone', 'MacBook-Air', 'iPad'],
    wired: false,
  },
  {
    vendor: 'Samsung',
    prefixes: ['8C-F5-A3', '5C-49-7D'],
    hosts: ['Galaxy-S23', 'Galaxy-A54'],
    wired: false,
  },
  {
    vendor: 'Intel',
    prefixes: ['3C-A9-F4', '7C-B2-7D'],
    hosts: ['DESKTOP-KASSA', 'LAPTOP-MANAGER'],
    wired: true,
  },
  {
    vendor: 'Sonos',
    prefixes: ['5C-AA-FD', '94-9F-3E'],
    hosts: ['Sonos-Bar', 'Sonos-Terras'],
    wired: true,
  },
  { vendor: 'Hewlett Packard', prefixes: ['3C-D9-2B'], hosts: ['HP-LaserJet-M404'], wired: true },
  { vendor: 'Google', prefixes: ['F4-F5-D8'], hosts: ['Pixel-8', 'Chromecast'], wired: false },
  {
    vendor: 'Raspberry Pi',
    prefixes: ['B8-27-EB', 'DC-A6-32'],
    hosts: ['menu-display', 'signage-01'],
    wired: true,
  },
]
