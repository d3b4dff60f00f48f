import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import { personalInputs, weakPasswordReason } from '#core/auth/services/password_strength'
import { PASSWORD_CHARACTER_RULES, WEAK_PASSWORD_REASONS } from '#api-types/password-policy'
import vine from '@vinejs/vine'
import { newPassword } from '#core/auth/validators/password_rules'

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
  test('common passwords and the own name are refused with the reason; strong ones pass', async ({
    assert,
  }) => {
    for (const [password, reason] of CASES)
      assert.deepEqual([password, await weakPasswordReason(password, ANN)], [password, reason])
  })

  test('our languages and product words that zxcvbn lacks are refused too', async ({ assert }) => {
    for (const password of ['Airdeck2026!', 'Willkommen1!', 'Antwerpen-1!'])
      assert.equal(await weakPasswordReason(password), 'common', password)
  })

  test('the validator reports each missing character by name; a space counts as a special character', async ({
    assert,
  }) => {
    const validator = vine.compile(vine.object({ password: newPassword() }))
    const broken = async (password: string) => {
      try {
        await validator.validate({ password, password_confirmation: password })
        return []
      } catch (error: any) {
        return error.messages.map((message: { rule: string }) => message.rule)
      }
    }
    assert.includeMembers(await broken('zebra-lamp-42'), ['password_uppercase'])
    assert.includeMembers(await broken('ZEBRA-LAMP-42'), ['password_lowercase'])
    assert.includeMembers(await broken('Zebralamp42x'), ['password_special'])
    assert.deepEqual(await broken('Zebra lamp forty 42'), [])
  })

  test('every rule and reason of the shared policy has its message in the four languages', async ({
    assert,
  }) => {
    const names = [
      ...PASSWORD_CHARACTER_RULES.map(({ rule }) => rule),
      ...WEAK_PASSWORD_REASONS,
    ].map((name) => `password_${name}`)
    for (const language of ['nl', 'en', 'fr', 'de']) {
      const messages = JSON.parse(
        await readFile(`resources/lang/${language}/validator.json`, 'utf8')
      ).shared.messages
      for (const name of names) assert.isString(messages[name], `${language}: ${name}`)
    }
  })

  test('the web app checks with the shared policy, not a copy of its own', async ({ assert }) => {
    for (const file of ['password-estimator.ts', 'password-policy.ts']) {
      const source = await readFile(`ui/components/password/${file}`, 'utf8')
      assert.include(source, "from '@airdeck/api-types/password-policy'", file)
      assert.notMatch(source, /EXTRA_PASSWORD_WORDS|\\p\{L[ul]\}|zxcvbn\.check/, file)
    }
  })
})
