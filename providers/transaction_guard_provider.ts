import type { ApplicationService } from '@adonisjs/core/types'
import env from '#start/env'

/**
 * Tests and development: a query that escapes the transaction open in its async context throws
 * (core/kernel/db/transaction_guard.ts). Off in production; DB_TRANSACTION_GUARD overrides.
 */
export default class TransactionGuardProvider {
  constructor(protected app: ApplicationService) {}

  async boot() {
    if (!env.get('DB_TRANSACTION_GUARD', env.get('NODE_ENV') !== 'production')) return
    const { installTransactionGuard } = await import('#kernel/db/transaction_guard')
    installTransactionGuard(await this.app.container.make('lucid.db'))
  }
}
