import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { storageDisk } from '#kernel/storage/disk'
import { failMailedExport, runMailedExport, type MailedExport } from '#core/mail/mailed_export'
import { createUser } from '#tests/helpers/fixtures'
import { mailCatcher } from '#tests/helpers/mail_catcher'

/** The inventory export table stands in for any export table: the helper only knows the shared columns. */
async function queuedExport() {
  const user = await createUser({ isAdmin: true })
  const [row] = await db
    .table('inventory_exports')
    .insert({
      kind: 'stock',
      format: 'csv',
      email: user.email,
      requested_by: user.id,
      language: 'en',
      created_at: new Date(),
    })
    .returning('id')
  return { id: Number(row.id), email: user.email }
}

function exportSpec(
  kind: string,
  overrides: Partial<MailedExport<number>> = {}
): MailedExport<number> & { stored: string[] } {
  const stored: string[] = []
  return {
    stored,
    table: 'inventory_exports',
    linkDays: 2,
    async build() {
      const path = `mailed-export-test/${randomUUID()}.csv`
      await storageDisk().put(path, 'a,b\n1,2\n')
      stored.push(path)
      return { path, columns: { row_count: 1 }, built: 1 }
    },
    mail: (row, rows, token) => ({
      to: row.email,
      subject: `${rows} row`,
      text: `/exports/${token}`,
      html: `<p>/exports/${token}</p>`,
      kind,
    }),
    ...overrides,
  }
}

const mailsOf = (kind: string) => db.from('mails').where('kind', kind).select('text')
const exists = (path: string) => storageDisk().exists(path)

test.group('Mailed exports', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a run stores the file, turns the row ready and mails the link once, however often it runs', async ({
    assert,
  }) => {
    const { id, email } = await queuedExport()
    const kind = `t_${randomUUID()}`
    const spec = exportSpec(kind)
    await runMailedExport(id, spec)
    await runMailedExport(id, spec)
    await mailCatcher.waitFor(email, 20_000)

    const row = await db.from('inventory_exports').where('id', id).firstOrFail()
    assert.equal(row.status, 'ready')
    assert.equal(row.row_count, 1)
    assert.equal(row.file_path, spec.stored[0])
    assert.isNotNull(row.token_hash)
    const days = (new Date(row.expires_at).getTime() - Date.now()) / 86_400_000
    assert.approximately(days, 2, 0.01)
    assert.lengthOf(spec.stored, 1)
    assert.isTrue(await exists(spec.stored[0]))
    const mails = await mailsOf(kind)
    assert.lengthOf(mails, 1)
    assert.notInclude(mails[0].text, row.token_hash)
  })

  test('a run that another finished first while it built sends nothing and removes its own file', async ({
    assert,
  }) => {
    const { id } = await queuedExport()
    const kind = `t_${randomUUID()}`
    const plain = exportSpec(kind)
    const spec = exportSpec(kind, {
      async build(row) {
        const built = await plain.build(row)
        await db.from('inventory_exports').where('id', id).update({ status: 'ready' })
        return built
      },
    })
    await runMailedExport(id, spec)

    assert.lengthOf(await mailsOf(kind), 0)
    assert.isFalse(await exists(plain.stored[0]))
  })

  test('a mail that cannot be queued leaves the row queued for the next attempt and no stray file', async ({
    assert,
  }) => {
    const { id } = await queuedExport()
    const spec = exportSpec('test_broken', {
      mail: () => {
        throw new Error('template broke')
      },
    })
    await assert.rejects(() => runMailedExport(id, spec), 'template broke')

    const row = await db.from('inventory_exports').where('id', id).firstOrFail()
    assert.equal(row.status, 'queued')
    assert.isNull(row.file_path)
    assert.isFalse(await exists(spec.stored[0]))
  })

  test('nothing to build sends nothing; a failed job marks only a still-queued row failed', async ({
    assert,
  }) => {
    const { id } = await queuedExport()
    const kind = `t_${randomUUID()}`
    await runMailedExport(id, exportSpec(kind, { build: async () => null }))
    assert.lengthOf(await mailsOf(kind), 0)
    assert.equal(
      (await db.from('inventory_exports').where('id', id).firstOrFail()).status,
      'queued'
    )

    await failMailedExport('inventory_exports', id)
    assert.equal(
      (await db.from('inventory_exports').where('id', id).firstOrFail()).status,
      'failed'
    )

    const { id: ready, email } = await queuedExport()
    await runMailedExport(ready, exportSpec(kind))
    await mailCatcher.waitFor(email, 20_000)
    await failMailedExport('inventory_exports', ready)
    assert.equal(
      (await db.from('inventory_exports').where('id', ready).firstOrFail()).status,
      'ready'
    )
  })
})
