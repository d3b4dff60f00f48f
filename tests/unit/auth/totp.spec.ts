import { test } from '@japa/runner'
import { currentStep, matchTotp, newTotpSecret, totpUri } from '#core/auth/two_factor/services/totp'

/** RFC 6238 appendix B (SHA-1 seed "12345678901234567890"), the last six digits of each eight-digit code. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'
const RFC_VECTORS: Array<[number, string]> = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
]

/**
 * A seed made by the hand-written implementation this one replaced (issue 30) and the codes it accepted at one
 * moment, kept as they were: a user who set up their app before the swap keeps signing in.
 */
const OLD_SECRET = 'GJZRNK5NI6HRGKO7I627445WCJJRZSCX'
const OLD_MOMENT = 1_795_000_000_000
const OLD_CODES = { previous: '357472', current: '767706', next: '096080', tooLate: '349575' }

test.group('TOTP through otpauth (issue 30)', () => {
  test('the RFC 6238 vectors match, each at its own step', ({ assert }) => {
    for (const [seconds, code] of RFC_VECTORS)
      assert.equal(matchTotp(RFC_SECRET, code, null, seconds * 1000), Math.floor(seconds / 30))
  })

  test('a seed stored by the old implementation: its codes of the drift window match, others do not', ({
    assert,
  }) => {
    const step = currentStep(OLD_MOMENT)
    assert.equal(matchTotp(OLD_SECRET, OLD_CODES.previous, null, OLD_MOMENT), step - 1)
    assert.equal(matchTotp(OLD_SECRET, OLD_CODES.current, null, OLD_MOMENT), step)
    assert.equal(matchTotp(OLD_SECRET, OLD_CODES.next, null, OLD_MOMENT), step + 1)
    assert.isNull(matchTotp(OLD_SECRET, OLD_CODES.tooLate, null, OLD_MOMENT))
    // The old reader took lower case and padding too.
    assert.equal(matchTotp(OLD_SECRET.toLowerCase(), OLD_CODES.current, null, OLD_MOMENT), step)
  })

  test('the replay rule: a code of the last used step or an earlier one is refused', ({
    assert,
  }) => {
    const step = currentStep(OLD_MOMENT)
    assert.isNull(matchTotp(OLD_SECRET, OLD_CODES.current, step, OLD_MOMENT))
    assert.isNull(matchTotp(OLD_SECRET, OLD_CODES.previous, step, OLD_MOMENT))
    assert.equal(matchTotp(OLD_SECRET, OLD_CODES.next, step, OLD_MOMENT), step + 1)
    assert.isNull(matchTotp(OLD_SECRET, '76770', null, OLD_MOMENT), 'six digits only')
    assert.isNull(matchTotp(OLD_SECRET, '76770a', null, OLD_MOMENT))
  })

  test('new seeds are 160 bits of base32, and the URI is what authenticator apps read', ({
    assert,
  }) => {
    const secret = newTotpSecret()
    assert.match(secret, /^[A-Z2-7]{32}$/)
    assert.notEqual(newTotpSecret(), secret)
    const uri = new URL(totpUri(secret, 'Airdeck', 'ana+2fa@example.com'))
    assert.equal(uri.protocol, 'otpauth:')
    assert.equal(uri.host, 'totp')
    assert.equal(decodeURIComponent(uri.pathname), '/Airdeck:ana+2fa@example.com')
    assert.deepInclude(Object.fromEntries(uri.searchParams), {
      secret,
      issuer: 'Airdeck',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    })
  })
})
