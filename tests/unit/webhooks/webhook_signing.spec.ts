import { randomBytes } from 'node:crypto'
import { test } from '@japa/runner'
import { Webhook } from 'standardwebhooks'
import {
  newWebhookSecret,
  signMessage,
  webhookHeaders,
} from '#core/webhooks/services/webhook_signing'

test.group('Webhooks / signing', () => {
  test('signs the same bytes as the standardwebhooks package, for any secret size and body', ({
    assert,
  }) => {
    const at = new Date('2026-11-28T19:30:00.123Z')
    const bodies = ['', '{"type":"guest.signed_in"}', `{"name":"Zoë ${'ünïcode '.repeat(200)}"}`]
    const secrets = [
      newWebhookSecret(),
      `whsec_${randomBytes(24).toString('base64')}`,
      `whsec_${randomBytes(64).toString('base64')}`,
      randomBytes(32).toString('base64'),
    ]
    for (const secret of secrets)
      for (const body of bodies)
        assert.equal(
          signMessage(secret, 'msg_abc', at, body),
          new Webhook(secret).sign('msg_abc', at, body)
        )
  })

  test('a rotation signs with both secrets, and a receiver with either verifies', ({ assert }) => {
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()]
    const body = '{"type":"guest.signed_in","data":{}}'
    const headers = webhookHeaders({ messageId: 'msg_1', body, secrets: [current, previous] })
    assert.lengthOf(headers['webhook-signature'].split(' '), 2)
    for (const secret of [current, previous])
      assert.deepEqual(new Webhook(secret).verify(body, headers), JSON.parse(body))
    assert.throws(() => new Webhook(newWebhookSecret()).verify(body, headers))
  })
})
