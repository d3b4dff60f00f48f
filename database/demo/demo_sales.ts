import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import SalesVisit from '#core/sales/models/sales_visit'

type DemoVisit = Partial<SalesVisit> & { daysAgo: number }

/** A sales hunter's recent visits in Hasselt: two today (on the map), older ones for the stats. */
const VISITS: DemoVisit[] = [
  {
    daysAgo: 0,
    venueName: 'Brasserie Het Hemelrijk',
    venueType: 'horeca',
    venueSize: 'large',
    address: 'Hemelrijk 12',
    postalCode: '3500',
    city: 'Hasselt',
    latitude: 50.9291,
    longitude: 5.3384,
    contactName: 'Sofie Janssens',
    contactRole: 'Owner',
    interest: 'interested',
    wantsOffer: true,
    followUp: true,
    followUpMethod: 'quote',
    satisfaction: 2,
    issueReason: 'WiFi drops on the terrace',
    posSystem: 'Lightspeed',
    hasTerrace: true,
    hasTakeaway: true,
    hasWalkIn: true,
    provider: 'Proximus',
  },
  {
    daysAgo: 0,
    venueName: 'Koffiebar Zuivelmarkt',
    venueType: 'horeca',
    venueSize: 'small',
    address: 'Zuivelmarkt 4',
    postalCode: '3500',
    city: 'Hasselt',
    latitude: 50.9317,
    longitude: 5.3362,
    interest: 'undecided',
    followUp: true,
    followUpMethod: 'call',
    satisfaction: 3,
    hasWalkIn: true,
    provider: 'Telenet',
  },
  {
    daysAgo: 3,
    venueName: 'Hotel Ter Poorten',
    venueType: 'hotel',
    venueSize: 'medium',
    city: 'Hasselt',
    interest: 'interested',
    wantsOffer: true,
    followUp: true,
    followUpMethod: 'quote',
    satisfaction: 1,
    outcome: 'customer',
    provider: 'Orange',
  },
  {
    daysAgo: 9,
    venueName: 'Sportclub De Kempen',
    venueType: 'sports',
    venueSize: 'large',
    city: 'Genk',
    interest: 'not_interested',
    satisfaction: 4,
    outcome: 'lost',
  },
  {
    daysAgo: 10,
    venueName: 'Concept Store Nova',
    venueType: 'retail',
    venueSize: 'small',
    city: 'Hasselt',
    interest: 'interested',
    outcome: 'offer',
    hasKiosk: true,
  },
]

export async function seedDemoSales(trx: TransactionClientContract, input: { hunterId: number }) {
  for (const { daysAgo, ...visit } of VISITS) {
    const at = DateTime.now().minus({ days: daysAgo })
    await SalesVisit.create(
      { outcome: 'open', ...visit, hunterId: input.hunterId, createdAt: at, updatedAt: at },
      { client: trx }
    )
  }
}
