import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import {
  EXTRA_PASSWORD_WORDS,
  personalInputs,
  weakPasswordReason,
} from '#core/auth/services/password_strength'

/** The same cases as ui/components/password/password-estimator.test.ts: the meter refuses what the server refuses. */
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

test.group('Password strength (zxcvbn-ts, issue 30)', () => {
  test('common passwords and the own name are refused with the reason; strong ones pass', ({
    assert,
  }) => {
    for (const [password, reason] of CASES)
      assert.deepEqual([password, weakPasswordReason(password, ANN)], [password, reason])
  })

  test('our languages and product words that zxcvbn lacks are refused too', ({ assert }) => {
    for (const password of ['Airdeck2026!', 'Willkommen1!', 'Antwerpen-1!'])
      assert.equal(weakPasswordReason(password), 'common', password)
  })

  test('the web app estimates with the same extra words', async ({ assert }) => {
    const source = await readFile('ui/components/password/password-estimator.ts', 'utf8')
    const list = source.match(/EXTRA_PASSWORD_WORDS = \[([^\]]*)\]/)![1]
    assert.deepEqual(
      [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]),
      EXTRA_PASSWORD_WORDS
    )
  })
})
