import { test } from '@japa/runner'

test.group('Errors on public pages', () => {
  test("a browser's form post refused outside /rest gets the translated message as a page, with a way back", async ({
    client,
    assert,
  }) => {
    const answer = await client
      .post('/mydata')
      .header('accept', 'text/html,application/xhtml+xml')
      .header('accept-language', 'nl')
      .header('referer', 'http://localhost/mydata?lang=nl')
      .form({ email: 'guest@example.com', kind: 'delete' })
    assert.equal(answer.status(), 419)
    assert.match(answer.header('content-type') ?? '', /text\/html/)
    assert.match(answer.header('content-security-policy') ?? '', /default-src 'none'/)
    const page = answer.text()
    assert.include(page, '<html lang="nl">')
    assert.include(page, 'Er ging iets mis')
    assert.notInclude(page, 'E_BAD_CSRF_TOKEN')
  })

  test('API clients and requests that do not ask for HTML keep the JSON error body', async ({
    client,
  }) => {
    const answer = await client
      .post('/mydata')
      .header('accept', 'application/json')
      .form({ email: 'guest@example.com', kind: 'delete' })
    answer.assertStatus(419)
    answer.assertBodyContains({ code: 'E_BAD_CSRF_TOKEN' })
  })
})
