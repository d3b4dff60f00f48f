import { test } from '@japa/runner'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { childEnvironment, runApp, serveApp, type ServedApp } from '#tests/helpers/spawn_app'
import { dropDatabase, recreateDatabase, scratchDatabaseUrl } from '#tests/helpers/scratch_database'
import { startS3Server } from '#tests/helpers/s3_server'
import { JPEG, PNG } from '#tests/functional/customers/images'
import { VALID_CUSTOMER } from '#tests/functional/customers/world'

const ADMIN = { email: 'files-admin@airdeck.test', password: 'Shared-files-2026!' }

async function filesUnder(folder: string) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name)
}

/**
 * Issue 33 item 9, as an operator tries it: two production web processes, each with a storage folder of its own (as
 * on two machines), share one database and one S3-compatible bucket. A logo uploaded through one is served by the
 * other, and a replacement through the other reaches the first.
 */
test.group('Operations / two web processes share the files', () => {
  test('a logo uploaded through one process is served by the other from the bucket', async ({
    assert,
    cleanup,
  }) => {
    const s3 = await startS3Server()
    const url = scratchDatabaseUrl('files')
    await recreateDatabase(url)
    const storages = [
      await mkdtemp(join(tmpdir(), 'airdeck-web-a-')),
      await mkdtemp(join(tmpdir(), 'airdeck-web-b-')),
    ]
    const webs: ServedApp[] = []
    cleanup(async () => {
      await Promise.all(webs.map((web) => web.stop()))
      await s3.close()
      await dropDatabase(url)
      for (const folder of storages) await rm(folder, { recursive: true, force: true })
    })
    const environment = (storage: string) =>
      childEnvironment({
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        APP_KEY: 'shared-files-test-key-0123456789abcdef',
        APP_URL: 'https://dash.airdeck.test',
        DATABASE_URL: url.toString(),
        REDIS_URL: undefined,
        JOBS_RUN_WORKER: 'false',
        STORAGE_PATH: storage,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_FIRSTNAME: 'Fiona',
        ADMIN_NAME: 'Files',
        ...s3.environment,
      })
    for (const step of [['migration:run', '--force'], ['admin:create']]) {
      const run = await runApp(step, environment(storages[0]), { timeoutMs: 120_000 })
      assert.equal(run.code, 0, run.output)
    }
    webs.push(...(await Promise.all(storages.map((storage) => serveApp(environment(storage))))))
    const [a, b] = webs

    const issued = await fetch(`${a.url}/rest/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    assert.equal(issued.status, 201, await issued.clone().text())
    const bearer = {
      authorization: `Bearer ${((await issued.json()) as { token: string }).token}`,
      accept: 'application/json',
    }
    const created = await fetch(`${a.url}/rest/customers`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify(VALID_CUSTOMER),
    })
    assert.equal(created.status, 201, await created.clone().text())
    const logo = `/rest/customers/${((await created.json()) as { id: number }).id}/logo`

    const upload = (web: ServedApp, bytes: Buffer, name: string) => {
      const form = new FormData()
      form.append('logo', new Blob([bytes]), name)
      return fetch(`${web.url}${logo}`, { method: 'POST', headers: bearer, body: form })
    }
    const served = async (web: ServedApp) => {
      const response = await fetch(`${web.url}${logo}`, { headers: bearer })
      assert.equal(response.status, 200, web.url)
      return Buffer.from(await response.arrayBuffer())
    }

    assert.equal((await upload(a, PNG, 'logo.png')).status, 200)
    assert.deepEqual(await served(b), PNG, 'uploaded through A, served by B')
    assert.lengthOf(await s3.keys('customers/'), 1)

    assert.equal((await upload(b, JPEG, 'logo.jpg')).status, 200)
    assert.deepEqual(await served(a), JPEG, 'replaced through B, served by A')
    const keys = await s3.keys('customers/')
    assert.lengthOf(keys, 1, 'the replaced logo left the bucket')
    assert.deepEqual(await s3.bytes(keys[0]), JPEG)

    for (const storage of storages)
      assert.deepEqual(await filesUnder(join(storage, 'uploads')), [], 'nothing on either machine')
  }).timeout(240_000)
})
