import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Partner from '#core/partners/models/partner'
import {
  onQueryOutsideTransaction,
  outsideTransaction,
  QueryOutsideTransactionError,
  transactionGuardInstalled,
} from '#kernel/db/transaction_guard'
import { EXPECTS_TRANSACTION_ESCAPES } from '#tests/helpers/transaction_guard'

/** The guard's cases, run both on the bare pool and inside the functional suites' global transaction. */
function guardCases(withGlobalTransaction: boolean) {
  test.group(
    `Kernel / transaction guard${withGlobalTransaction ? ' (inside the global test transaction)' : ''}`,
    (group) => {
      if (withGlobalTransaction) group.each.setup(() => testUtils.db().withGlobalTransaction())
      group.tap((guardTest) => guardTest.tags([EXPECTS_TRANSACTION_ESCAPES], 'append'))

      test('is installed in tests', ({ assert }) => {
        assert.isTrue(transactionGuardInstalled())
      })

      test('a query through db inside db.transaction fails at once, naming its SQL', async ({
        assert,
      }) => {
        const seen: string[] = []
        const stop = onQueryOutsideTransaction((error) => seen.push(error.sql))
        const started = Date.now()
        try {
          await db.transaction(async (trx) => {
            await trx.from('partners').select('id').limit(1)
            await db.from('partners').where('name', 'x').select('id')
          })
          assert.fail('the escaping query ran')
        } catch (error) {
          assert.instanceOf(error, QueryOutsideTransactionError)
          assert.equal(
            (error as Error).message.split(' — ')[0],
            'E_QUERY_OUTSIDE_TRANSACTION: select "id" from "partners" where "name" = ?'
          )
        } finally {
          stop()
        }
        assert.deepEqual(seen, ['select "id" from "partners" where "name" = ?'])
        assert.isBelow(Date.now() - started, 5_000)
      })

      test('every query path is guarded: raw, insert, models without the transaction, knex, a second transaction', async ({
        assert,
      }) => {
        const escapes: Array<[string, () => Promise<unknown>]> = [
          ['db.rawQuery', () => db.rawQuery('select 1')],
          [
            'db.table().insert',
            () =>
              db
                .table('partners')
                .insert({ name: 'escaped', created_at: new Date(), updated_at: new Date() }),
          ],
          ['Model.query()', () => Partner.query().first()],
          ['Model.create()', () => Partner.create({ name: 'escaped' })],
          ['Model.find()', () => Partner.find(1)],
          ['db.knexQuery()', async () => db.knexQuery().from('partners').select('id')],
          ['db.transaction()', () => db.transaction(async (inner) => inner.rawQuery('select 1'))],
        ]
        for (const [name, escape] of escapes) {
          const error = await db
            .transaction(async () => escape())
            .then(
              () => null,
              (caught) => caught
            )
          assert.instanceOf(error, QueryOutsideTransactionError, name)
        }
      })

      test('queries on the transaction, and on one nested in it, pass', async ({ assert }) => {
        const name = `guarded ${Date.now()}`
        await db.transaction(async (trx) => {
          const partner = await Partner.create({ name }, { client: trx })
          partner.useTransaction(trx)
          partner.phone = '+32 1'
          await partner.save()
          assert.equal(
            (await Partner.query({ client: trx }).where('name', name).firstOrFail()).phone,
            '+32 1'
          )
          await trx.transaction(async (nested) => {
            await nested.from('partners').where('name', name).update({ phone: '+32 2' })
            await trx.from('partners').where('name', name).select('id')
          })
          await trx.knexQuery().from('partners').where('name', name).select('id')
          await trx.rawQuery('select 1')
          await Partner.query({ client: trx }).where('name', name).delete()
        })
        assert.isNull(await Partner.findBy('name', name))
      })

      test('work after the commit, and work deliberately outside, may use db', async ({
        assert,
      }) => {
        let afterCommit: Promise<unknown> = Promise.resolve()
        let detached: Promise<unknown> = Promise.resolve()
        await db.transaction(async (trx) => {
          trx.after('commit', () => {
            afterCommit = db.rawQuery('select 1')
          })
          detached = new Promise((resolve) => trx.after('commit', () => resolve(null))).then(() =>
            db.rawQuery('select 2')
          )
          await trx.rawQuery('select 3')
        })
        await afterCommit
        await detached
        await db.rawQuery('select 4')
        const outside = await db.transaction(async () =>
          outsideTransaction(() => db.rawQuery('select 5 as five'))
        )
        assert.equal(outside.rows[0].five, 5)
      })
    }
  )
}

guardCases(false)
guardCases(true)
