import type { ApplicationService } from '@adonisjs/core/types'

/** A BEGIN or COMMIT cut by a dead connection raises its error (core/kernel/db/transaction_outcomes.ts). */
export default class TransactionOutcomesProvider {
  constructor(protected app: ApplicationService) {}

  async boot() {
    const { installTransactionOutcomes } = await import('#kernel/db/transaction_outcomes')
    installTransactionOutcomes()
  }
}
