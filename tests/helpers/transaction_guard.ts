import type { Test } from '@japa/runner/core'
import {
  onQueryOutsideTransaction,
  type QueryOutsideTransactionError,
} from '#kernel/db/transaction_guard'

/** Tests tagged with this may provoke the guard on purpose (its own spec). */
export const EXPECTS_TRANSACTION_ESCAPES = '@expects-transaction-escapes'

/**
 * A query that escaped its transaction fails the test that made it, even when the code caught the guard's error
 * (a job marking its run failed, a handler logging a warning).
 */
export function failOnTransactionEscapes(test: Test<any>) {
  if (test.options.tags.includes(EXPECTS_TRANSACTION_ESCAPES)) return
  const escapes: QueryOutsideTransactionError[] = []
  const stop = onQueryOutsideTransaction((error) => escapes.push(error))
  return () => {
    stop()
    if (escapes.length)
      throw new Error(
        `${escapes.length} quer${escapes.length === 1 ? 'y' : 'ies'} escaped their transaction:\n${escapes.map((error) => `${error.message}\n${error.stack?.split('\n').slice(1, 8).join('\n')}`).join('\n')}`
      )
  }
}
