import { describe, expect, it } from 'vitest'
import { loadPasswordEstimator, personalInputs } from './password-estimator'

/** The same cases as tests/unit/auth/password_strength.spec.ts: the meter refuses what the server refuses. */
const ANN = personalInputs({ firstname: 'Ann', name: 'Peeters', email: 'ann.peeters@example.com' })
const CASES: Array<[string, string | null]> = [
  ['Password1!', 'common'],
  ['Welkom2026!', 'common'],
  ['Qwerty123!', 'common'],
  ['Summer2024!', 'word'],
  ['Aa!aaaaa', 'repeat'],
  ['AnnPeeters1!', 'personal'],
  ['Peeters-2026!', 'personal'],
  ['Ann.Peeters@1', 'personal'],
  ['Ann-peeters-2026!', 'personal'],
  ['Zebra-lamp-42!', null],
  ['Airdeck-demo-2026!', null],
  ['Fresh-orange-77#', null],
]

describe('password estimator (zxcvbn-ts, as on the server)', () => {
  it('refuses common passwords and the own name with the reason, accepts strong ones', async () => {
    const estimate = await loadPasswordEstimator()
    for (const [password, reason] of CASES)
      expect([password, estimate(password, ANN).reason]).toEqual([password, reason])
    expect(estimate('Zebra-lamp-42!', ANN).score).toBeGreaterThanOrEqual(3)
  })

  it('takes names apart and together, and the parts of the address', () => {
    expect(personalInputs({ firstname: 'Ann', name: 'De Smet', email: 'a.desmet@x.be' })).toEqual([
      'ann',
      'desmet',
      'anndesmet',
      'desmetann',
      'a.desmet@x.be',
      'a.desmet',
      'smet',
    ])
  })
})
