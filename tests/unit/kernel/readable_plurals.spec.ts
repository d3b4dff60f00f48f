import { test } from '@japa/runner'
import { ERROR_CODES_DOC, readablePlurals } from '#kernel/http/contract/openapi_texts'

test.group('API reference / error messages with plurals', () => {
  test('a plural reads as its plural form, # as the value it counts', ({ assert }) => {
    assert.equal(
      readablePlurals('Try again in {seconds, plural, one {# second} other {# seconds}}.'),
      'Try again in {seconds} seconds.'
    )
    assert.equal(
      readablePlurals('{count, plural, =0 {none} one {# site} other {# sites}} and {n} more'),
      '{count} sites and {n} more'
    )
    assert.equal(readablePlurals('No plural here: {name}.'), 'No plural here: {name}.')
  })

  test('no message of the reference shows ICU plural syntax', ({ assert }) => {
    assert.isAbove(Object.keys(ERROR_CODES_DOC).length, 50)
    for (const [code, message] of Object.entries(ERROR_CODES_DOC))
      assert.notMatch(message, /, plural,/, code)
  })
})
