import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { portalState, scheduleCovers } from '#core/portal/public/portal_state'
import type { PortalScheduleEntry } from '#core/portal/portal_settings'

const ZONE = 'Europe/Brussels'
const local = (iso: string) => DateTime.fromISO(iso, { zone: ZONE })
const at = (iso: string) => local(iso).toJSDate()
const entry = (
  from: string,
  until: string,
  repeat: PortalScheduleEntry['repeat'] = 'none',
  ends: PortalScheduleEntry['ends'] = { kind: 'always' }
): PortalScheduleEntry => ({ from, until, repeat, ends })
const venue = (openingHours: unknown = null) => ({ timezone: ZONE, openingHours })
const portal = (
  extra: Partial<{ offline: boolean; schedule: PortalScheduleEntry[]; published: any }> = {}
) => ({ offline: false, schedule: [], published: {}, ...extra })
const BAR_HOURS = {
  every_day: false,
  days: {
    mon: { closed: true },
    tue: { closed: false, open: '10:00', close: '18:00' },
    wed: { closed: false, open: '10:00', close: '18:00' },
    thu: { closed: false, open: '10:00', close: '18:00' },
    fri: { closed: false, open: '18:00', close: '02:00' },
    sat: { closed: false, open: '00:00', close: '00:00' },
    sun: { closed: true },
  },
}

test.group('Guest portal / state', () => {
  test('never published, switched off, scheduled, closed, enabled: in that order', ({ assert }) => {
    const now = at('2026-06-02T12:00') // a Tuesday
    assert.equal(portalState(portal({ published: null }), venue(), now), 'unavailable')
    assert.equal(
      portalState(
        portal({ offline: true, schedule: [entry('2026-06-02T11:00', '2026-06-02T13:00')] }),
        venue(),
        now
      ),
      'offline'
    )
    assert.equal(
      portalState(
        portal({ schedule: [entry('2026-06-02T11:00', '2026-06-02T13:00')] }),
        venue(),
        now
      ),
      'scheduled_offline'
    )
    assert.equal(
      portalState(
        portal({ published: { followOpeningHours: true } }),
        venue(BAR_HOURS),
        at('2026-06-02T09:59')
      ),
      'closed'
    )
    assert.equal(
      portalState(portal({ published: { followOpeningHours: true } }), venue(BAR_HOURS), now),
      'enabled'
    )
    assert.equal(
      portalState(
        portal({ published: { followOpeningHours: false } }),
        venue(BAR_HOURS),
        at('2026-06-01T12:00')
      ),
      'enabled',
      'opening hours only count when the portal follows them'
    )
  })

  test('opening hours: overnight days, all-day days, closed days, and hours never filled in', ({
    assert,
  }) => {
    const follows = portal({ published: { followOpeningHours: true } })
    const state = (iso: string, hours: unknown = BAR_HOURS) =>
      portalState(follows, venue(hours), at(iso))
    assert.equal(state('2026-06-01T12:00'), 'closed', 'Monday is closed')
    assert.equal(state('2026-06-05T23:30'), 'enabled', 'Friday evening')
    assert.equal(
      state('2026-06-06T01:59'),
      'enabled',
      'Friday night runs past midnight into Saturday'
    )
    assert.equal(state('2026-06-05T17:59'), 'closed')
    assert.equal(state('2026-06-06T15:00'), 'enabled', 'equal times: Saturday is open all day')
    assert.equal(
      state('2026-06-07T01:00'),
      'closed',
      'Saturday open all day does not run into Sunday, which is closed'
    )
    assert.equal(state('2026-06-07T12:00'), 'closed')
    assert.equal(state('2026-06-01T12:00', null), 'enabled', 'no hours at all close nothing')
  })

  test('a one-off period covers [from, until)', ({ assert }) => {
    const once = entry('2026-06-02T11:00', '2026-06-02T13:00')
    assert.isFalse(scheduleCovers(once, local('2026-06-02T10:59')))
    assert.isTrue(scheduleCovers(once, local('2026-06-02T11:00')))
    assert.isTrue(scheduleCovers(once, local('2026-06-02T12:59')))
    assert.isFalse(scheduleCovers(once, local('2026-06-02T13:00')))
    assert.isFalse(
      scheduleCovers(entry('2026-06-02T13:00', '2026-06-02T11:00'), local('2026-06-02T12:00')),
      'an inverted period covers nothing'
    )
  })

  test('daily, weekly, monthly and yearly repeats, with their ends', ({ assert }) => {
    const nightly = entry('2026-06-01T02:00', '2026-06-01T04:00', 'daily')
    assert.isTrue(scheduleCovers(nightly, local('2026-06-20T03:00')))
    assert.isFalse(scheduleCovers(nightly, local('2026-06-20T05:00')))
    assert.isFalse(
      scheduleCovers(nightly, local('2026-05-31T03:00')),
      'nothing before the first occurrence'
    )
    assert.isTrue(
      scheduleCovers(nightly, local('2026-10-25T03:30')),
      'the same local time across the change to winter time'
    )

    const overnight = entry('2026-06-01T22:00', '2026-06-02T06:00', 'daily')
    assert.isTrue(
      scheduleCovers(overnight, local('2026-06-10T05:00')),
      'a period crossing midnight, found from the day before'
    )

    const mondays = entry('2026-06-01T08:00', '2026-06-01T09:00', 'weekly', {
      kind: 'times',
      times: 2,
    })
    assert.isTrue(scheduleCovers(mondays, local('2026-06-08T08:30')))
    assert.isFalse(
      scheduleCovers(mondays, local('2026-06-15T08:30')),
      'two times: the third Monday is free'
    )
    assert.isFalse(scheduleCovers(mondays, local('2026-06-09T08:30')))

    const monthly = entry('2026-01-15T00:00', '2026-01-16T00:00', 'monthly', {
      kind: 'until',
      date: '2026-03-15',
    })
    assert.isTrue(scheduleCovers(monthly, local('2026-03-15T12:00')))
    assert.isFalse(scheduleCovers(monthly, local('2026-04-15T12:00')), 'past the end date')

    const yearly = entry('2025-12-24T18:00', '2025-12-26T00:00', 'yearly')
    assert.isTrue(scheduleCovers(yearly, local('2030-12-25T12:00')))
    assert.isFalse(scheduleCovers(yearly, local('2030-12-27T12:00')))
  })
})
