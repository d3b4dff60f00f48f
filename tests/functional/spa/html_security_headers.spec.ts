import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'

const base = () => `http://${process.env.HOST}:${process.env.PORT}`

/** Every answer of the web app, static files included, may not be framed or sniffed (issue: / was served bare). */
test.group('Web app / security headers on HTML', (group) => {
  group.setup(() => {
    const index = app.publicPath('index.html')
    const created = !existsSync(index)
    if (created) {
      mkdirSync(app.publicPath(), { recursive: true })
      writeFileSync(index, '<!doctype html><title>Airdeck</title>')
    }
    return () => {
      if (created) rmSync(index, { force: true })
    }
  })

  for (const path of ['/', '/index.html', '/locations/dashboard', '/auth/register']) {
    test(`${path} carries CSP with frame-ancestors, X-Frame-Options and nosniff`, async ({
      assert,
    }) => {
      const response = await fetch(`${base()}${path}`)
      assert.equal(response.status, 200)
      assert.match(response.headers.get('content-type') ?? '', /text\/html/)
      assert.include(
        response.headers.get('content-security-policy') ?? '',
        "frame-ancestors 'none'"
      )
      assert.equal(response.headers.get('x-frame-options'), 'DENY')
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff')
      await response.arrayBuffer()
    })
  }
})
