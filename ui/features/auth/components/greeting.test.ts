import { describe, expect, it } from 'vitest'
import { dayPart } from './greeting'

const at = (hour: number) => new Date(2026, 0, 15, hour, 30)

describe('time-of-day greeting', () => {
  it('says morning, afternoon or evening', () => {
    expect([4, 5, 11, 12, 17, 18, 23, 0].map((hour) => dayPart(at(hour)))).toEqual([
      'evening',
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
      'evening',
    ])
  })
})
