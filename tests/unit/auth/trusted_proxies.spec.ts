import { test } from '@japa/runner'
import { trustedProxies } from '#kernel/http/trusted_proxies'

test.group('Trusted proxies', () => {
  test('none by default: no hop may set the client address', ({ assert }) => {
    const trust = trustedProxies(undefined)
    assert.isFalse(trust('127.0.0.1', 0))
    assert.isFalse(trustedProxies(' , ')('10.0.0.1', 0))
  })

  test('loopback, addresses and ranges when configured', ({ assert }) => {
    const trust = trustedProxies('loopback, 10.20.0.0/16,192.0.2.7')
    assert.isTrue(trust('127.0.0.1', 0))
    assert.isTrue(trust('::1', 0))
    assert.isTrue(trust('10.20.3.4', 1))
    assert.isTrue(trust('192.0.2.7', 0))
    assert.isFalse(trust('10.21.0.1', 0))
    assert.isFalse(trust('198.51.100.1', 0))
  })

  test('an invalid entry stops the boot instead of trusting nothing silently', ({ assert }) => {
    assert.throws(() => trustedProxies('not-an-address'))
  })
})
