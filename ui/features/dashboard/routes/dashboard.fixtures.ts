import type { Dashboard } from '../api/types'

const layout = (ids: Dashboard['layout']['cards'][number]['id'][]) => ({
  cards: ids.map((id) => ({ id, hidden: false, collapsed: false })),
  venueFilter: null,
  saved: false,
})

/** What the server answers the demo admin: the food truck in failover, the terrace's access point offline. */
export const adminDashboard: Dashboard = {
  role: 'admin',
  firstRun: null,
  layout: layout(['attention', 'waiting', 'fleet']),
  cards: [
    {
      id: 'attention',
      error: null,
      data: {
        counts: { venue_offline: 1, venue_failover: 1 },
        total: 2,
        items: [
          {
            kind: 'venue_offline',
            severity: 1,
            locationId: 2,
            locationName: 'De Markt – terrace',
            customerId: null,
            customerName: null,
            refId: null,
            subject: 'offline',
            since: new Date(Date.now() - 3 * 3_600_000).toISOString(),
            amount: null,
            devices: [
              {
                name: 'Terrace AP',
                kind: 'ap',
                since: new Date(Date.now() - 3 * 3_600_000).toISOString(),
              },
            ],
          },
          {
            kind: 'venue_failover',
            severity: 2,
            locationId: 8,
            locationName: 'Zomerbar – food truck',
            customerId: null,
            customerName: null,
            refId: null,
            subject: 'failover',
            since: new Date(Date.now() - 40 * 60_000).toISOString(),
            amount: null,
            devices: [],
          },
        ],
      },
    },
    {
      id: 'waiting',
      error: null,
      data: {
        counts: { ready_for_installation: 1 },
        total: 1,
        items: [
          {
            kind: 'ready_for_installation',
            locationId: 3,
            locationName: 'Zonneveld – lobby',
            customerName: 'Hotel Zonneveld',
            subject: null,
            refId: null,
            since: new Date(Date.now() - 2 * 86_400_000).toISOString(),
            amount: null,
          },
        ],
      },
    },
    {
      id: 'fleet',
      data: null,
      error: { code: 'E_DASHBOARD_CARD_FAILED', message: 'This card could not be loaded.' },
    },
  ],
}

export const customerDashboard: Dashboard = {
  role: 'customer',
  firstRun: null,
  layout: layout(['venues', 'invoices']),
  cards: [
    {
      id: 'venues',
      error: null,
      data: {
        counts: { offline: 1, online: 1 },
        total: 2,
        items: [
          {
            locationId: 2,
            locationName: 'De Markt – terrace',
            status: 'standby',
            health: 'offline',
            since: new Date(Date.now() - 3 * 3_600_000).toISOString(),
            clientsNow: 0,
            guestsToday: 0,
            statusPageUrl: 'https://status.example/status/abc',
            deviceNoun: 'device',
            networkWarnings: [{ cause: 'offline', count: 1 }],
          },
          {
            locationId: 1,
            locationName: 'De Markt – main bar',
            status: 'live',
            health: 'online',
            since: new Date(Date.now() - 86_400_000).toISOString(),
            clientsNow: 14,
            guestsToday: 3,
            statusPageUrl: 'https://status.example/status/def',
            deviceNoun: 'device',
            networkWarnings: [],
          },
        ],
      },
    },
    {
      id: 'invoices',
      error: null,
      data: {
        total: 1,
        items: [
          {
            id: 4,
            number: 'AD-0042',
            customerName: 'Café De Markt',
            amount: 12_100,
            currency: 'eur',
            dueDate: '2026-11-01T00:00:00.000Z',
            overdue: true,
            payUrl: 'https://pay.example/in_1',
          },
        ],
      },
    },
  ],
}
