import { test } from '@japa/runner'
import {
  addSums,
  historyWindow,
  measuredAverage,
  uptimePercent,
  type BucketSums,
} from '#core/network/history/history_buckets'

const sums = (extra: Partial<BucketSums>): BucketSums => ({
  samples: 0,
  upSamples: 0,
  measuredSamples: 0,
  devicesOnline: 0,
  devicesTotal: 0,
  clients: 0,
  clientsMax: null,
  ...extra,
})

test.group('Network history buckets', () => {
  test('each range has its bucket width and count, the last bucket holding now', ({ assert }) => {
    const now = new Date('2026-03-10T12:07:30.000Z')
    const day = historyWindow('24h', now)
    assert.equal(day.bucketMinutes, 15)
    assert.lengthOf(day.starts, 96)
    assert.equal(day.to.toISOString(), '2026-03-10T12:15:00.000Z')
    assert.equal(day.from.toISOString(), '2026-03-09T12:15:00.000Z')
    assert.equal(day.starts.at(-1)!.toISOString(), '2026-03-10T12:00:00.000Z')

    const week = historyWindow('7d', now)
    assert.equal(week.bucketMinutes, 60)
    assert.lengthOf(week.starts, 168)
    assert.equal(week.to.toISOString(), '2026-03-10T13:00:00.000Z')
    assert.equal(week.starts[0]!.toISOString(), '2026-03-03T13:00:00.000Z')

    const month = historyWindow('30d', now)
    assert.equal(month.bucketMinutes, 360)
    assert.lengthOf(month.starts, 120)
    assert.equal(month.to.toISOString(), '2026-03-10T18:00:00.000Z')
    assert.equal(month.starts.at(-1)!.toISOString(), '2026-03-10T12:00:00.000Z')
  })

  test('buckets are contiguous and a now on a boundary opens a new bucket', ({ assert }) => {
    const window = historyWindow('24h', new Date('2026-03-10T12:00:00.000Z'))
    assert.equal(window.starts.at(-1)!.toISOString(), '2026-03-10T12:00:00.000Z')
    for (let index = 1; index < window.starts.length; index++)
      assert.equal(
        window.starts[index]!.getTime() - window.starts[index - 1]!.getTime(),
        15 * 60_000
      )
    assert.equal(window.starts[0]!.getTime(), window.from.getTime())
  })

  test('uptime and averages: null without samples, weighted by the measured samples', ({
    assert,
  }) => {
    assert.isNull(uptimePercent(undefined))
    assert.isNull(uptimePercent(sums({})))
    assert.equal(uptimePercent(sums({ samples: 3, upSamples: 2 })), 66.67)
    assert.equal(uptimePercent(sums({ samples: 4, upSamples: 0 })), 0)
    // Two samples, one of them down without readings: the clients average is the one reading, not half of it.
    const bucket = sums({
      samples: 2,
      upSamples: 1,
      measuredSamples: 1,
      clients: 9,
      devicesOnline: 3,
      devicesTotal: 4,
      clientsMax: 9,
    })
    assert.equal(measuredAverage(bucket, 'clients'), 9)
    assert.isNull(measuredAverage(sums({ samples: 1 }), 'clients'))

    const total = addSums([
      bucket,
      sums({
        samples: 120,
        upSamples: 120,
        measuredSamples: 120,
        clients: 120 * 20,
        clientsMax: 31,
      }),
      sums({}),
    ])
    assert.equal(total.samples, 122)
    assert.equal(uptimePercent(total), 99.18)
    assert.equal(measuredAverage(total, 'clients'), 19.9)
    assert.equal(total.clientsMax, 31)
    assert.isNull(addSums([sums({ samples: 1 })]).clientsMax)
  })
})
