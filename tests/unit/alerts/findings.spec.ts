import { test } from '@japa/runner'
import { findingsFor, isOpen } from '#core/alerts/evaluation/findings'
import type { VenueFacts } from '#core/alerts/evaluation/venue_facts'
import type AlertRule from '#core/alerts/models/alert_rule'
import { readOpeningHours } from '#core/opening_hours/opening_hours'

const venue = (facts: Partial<VenueFacts> = {}): VenueFacts => ({
  id: 1,
  name: 'Bar',
  timezone: 'Europe/Brussels',
  // Open every day 18:00–02:00 (past midnight).
  openingHours: readOpeningHours({
    every_day: true,
    open: '18:00',
    close: '02:00',
    days: Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [
        day,
        { closed: false, open: '18:00', close: '02:00' },
      ])
    ),
  }),
  networkStatus: 'online',
  bound: true,
  controllerNeedsCredentials: false,
  offlineDevices: [],
  onlineClients: 12,
  lastSignInAt: null,
  ...facts,
})
const rule = (trigger: AlertRule['trigger'], threshold: number | null = null) =>
  ({ trigger, threshold }) as AlertRule
const at = (local: string) => new Date(`${local}+01:00`)

test.group('Alerts / what a trigger finds', () => {
  test('network triggers read the synced state; an unbound venue raises nothing', ({ assert }) => {
    const now = at('2026-11-25T20:00:00')
    assert.deepEqual(
      findingsFor(rule('venue_offline'), venue({ networkStatus: 'offline' }), now).map(
        (f) => f.subject
      ),
      ['location']
    )
    assert.lengthOf(
      findingsFor(rule('venue_offline'), venue({ networkStatus: 'offline', bound: false }), now),
      0
    )
    assert.lengthOf(
      findingsFor(rule('failover_active'), venue({ networkStatus: 'failover' }), now),
      1
    )
    assert.lengthOf(
      findingsFor(
        rule('controller_needs_credentials'),
        venue({ controllerNeedsCredentials: true }),
        now
      ),
      1
    )
    const devices = [
      { id: 'ap1', name: 'AP 1', mac: '02:00:00:00:00:01', state: 'offline' },
      { id: 'sw', name: 'Switch', mac: null, state: 'offline' },
    ]
    assert.deepEqual(
      findingsFor(rule('device_offline'), venue({ offlineDevices: devices }), now).map((f) => [
        f.subject,
        f.subjectName,
      ]),
      [
        ['device:ap1', 'AP 1'],
        ['device:sw', 'Switch'],
      ]
    )
    assert.deepEqual(findingsFor(rule('clients_above', 10), venue(), now)[0].details, {
      clients: 12,
      threshold: 10,
    })
    assert.lengthOf(
      findingsFor(rule('clients_above', 12), venue(), now),
      0,
      'above means more than'
    )
    assert.lengthOf(findingsFor(rule('clients_below', 13), venue(), now), 1)
  })

  test('sign-ins stopped: only while the venue was open the whole time, and only where guests ever signed in', ({
    assert,
  }) => {
    const stopped = rule('sign_ins_stopped', 60)
    const lastSignIn = at('2026-11-25T17:00:00')
    assert.lengthOf(
      findingsFor(stopped, venue(), at('2026-11-25T21:00:00')),
      0,
      'no guest ever: nothing stopped'
    )
    assert.lengthOf(
      findingsFor(stopped, venue({ lastSignInAt: lastSignIn }), at('2026-11-25T18:30:00')),
      0,
      'opened only 30 minutes ago'
    )
    assert.lengthOf(
      findingsFor(stopped, venue({ lastSignInAt: lastSignIn }), at('2026-11-25T19:05:00')),
      1
    )
    assert.lengthOf(
      findingsFor(
        stopped,
        venue({ lastSignInAt: at('2026-11-25T20:30:00') }),
        at('2026-11-25T21:00:00')
      ),
      0,
      'a guest half an hour ago'
    )
    assert.lengthOf(
      findingsFor(stopped, venue({ lastSignInAt: lastSignIn }), at('2026-11-26T01:30:00')),
      1,
      'after midnight, still open'
    )
    assert.lengthOf(
      findingsFor(stopped, venue({ lastSignInAt: lastSignIn }), at('2026-11-26T03:00:00')),
      0,
      'closed'
    )
    assert.isTrue(isOpen(venue(), at('2026-11-26T01:59:00')))
    assert.isFalse(isOpen(venue(), at('2026-11-26T02:00:00')))
    assert.isTrue(
      isOpen(venue({ openingHours: readOpeningHours(null) }), at('2026-11-26T04:00:00')),
      'hours never filled in: always open'
    )
  })
})
