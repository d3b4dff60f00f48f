import { test } from '@japa/runner'
import {
  emailSyntaxOk,
  likelyTypo,
  scoreEmail,
  useMxResolver,
  type MxResolver,
} from '#core/portal/sign_in/email_score'

/** A DNS that knows a few domains; never the network. */
const fakeDns: MxResolver = async (domain) => {
  if (['example.com', 'gmail.com', 'telenet.be', 'proton.me'].includes(domain))
    return [{ exchange: `mx.${domain}`, priority: 10 }]
  if (domain === 'nomail.example') return [{ exchange: '', priority: 0 }]
  if (domain === 'slow.example') throw Object.assign(new Error('timeout'), { code: 'ETIMEOUT' })
  throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' })
}

test.group('Guest portal / e-mail score', (group) => {
  group.each.setup(() => useMxResolver(fakeDns))

  test('syntax: the RFC subset we accept, and what we refuse', ({ assert }) => {
    for (const good of [
      'anna@example.com',
      'anna.de.smet+wifi@example.co.uk',
      "o'neil@example.ie",
      'x@sub.example.be',
    ])
      assert.isTrue(emailSyntaxOk(good), good)
    for (const bad of [
      'anna',
      'anna@',
      '@example.com',
      'anna@example',
      'anna..b@example.com',
      '.anna@example.com',
      '"anna"@example.com',
      'anna@[127.0.0.1]',
      'anna@-example.com',
      'anna@example.c0m',
      `${'a'.repeat(65)}@example.com`,
      `a@${'b'.repeat(250)}.com`,
      'an na@example.com',
    ])
      assert.isFalse(emailSyntaxOk(bad), bad)
  })

  test('100 only when no negative signal: syntax, mail server, not throwaway, not a role, no typo', async ({
    assert,
  }) => {
    const clean = await scoreEmail('anna@example.com')
    assert.deepEqual(clean, {
      score: 100,
      checks: { syntax: true, mx: 'found', disposable: false, role: false, typo: false },
      suggestion: null,
    })
    assert.equal((await scoreEmail('not an address')).score, 0)
    assert.deepInclude(await scoreEmail('anna@unknown-domain.example'), { score: 0 })
    assert.deepInclude(
      (await scoreEmail('anna@nomail.example')).checks,
      { mx: 'none' },
      'a null MX takes no mail'
    )
    assert.deepInclude(await scoreEmail('anna@mailinator.com'), { score: 0 })
    assert.deepInclude(await scoreEmail('info@example.com'), { score: 70 })
    assert.deepInclude(await scoreEmail('Support+desk@example.com'), { score: 70 })
  })

  test('a typo of a common provider costs 40 and says what the guest probably meant', async ({
    assert,
  }) => {
    const typo = await scoreEmail('anna@gmial.com')
    assert.equal(typo.suggestion, 'anna@gmail.com')
    assert.isTrue(typo.checks.typo)
    assert.isAtMost(typo.score, 60)
    assert.equal(likelyTypo('hotmial.com'), 'hotmail.com')
    assert.equal(likelyTypo('telenet.bee'), 'telenet.be')
    assert.isNull(likelyTypo('gmail.com'))
    assert.isNull(likelyTypo('mail.com'), 'a real provider next to gmail.com is no typo')
    assert.isNull(likelyTypo('brewery-example.be'))
  })

  test('a DNS that does not answer gives 50 ("unknown"), never 100, and is not remembered', async ({
    assert,
  }) => {
    assert.deepInclude(await scoreEmail('anna@slow.example'), { score: 50 })
    let calls = 0
    const restore = useMxResolver(async (domain) => {
      calls++
      return fakeDns(domain)
    })
    await scoreEmail('a@example.com')
    await scoreEmail('b@example.com')
    assert.equal(calls, 1, 'a found mail server is cached per domain')
    await scoreEmail('a@slow.example')
    await scoreEmail('b@slow.example')
    assert.equal(calls, 3, 'an unanswered lookup is asked again')
    restore()
  })
})
