import { test } from '@japa/runner'

test.group('A method the path does not serve', () => {
  test('answers 405 E_METHOD_NOT_ALLOWED with the allowed methods in Allow; an unknown path stays 404', async ({
    client,
    assert,
  }) => {
    const wrong = await client.delete('/rest/self')
    wrong.assertStatus(405)
    wrong.assertBodyContains({ code: 'E_METHOD_NOT_ALLOWED' })
    assert.deepEqual(String(wrong.header('allow')).split(', ').sort(), ['GET', 'HEAD', 'PUT'])

    const unknown = await client.delete('/rest/no-such-thing')
    unknown.assertStatus(404)
    unknown.assertBodyContains({ code: 'E_NOT_FOUND' })
  })
})
