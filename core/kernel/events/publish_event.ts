import emitter from '@adonisjs/core/services/emitter'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DomainEventName, DomainEvents } from '#kernel/events/domain_events'

/**
 * Publishing a domain event, in two stages:
 *
 * 1. **In the transaction** of the change that caused it: every handler registered with `onDomainEvent` runs with
 *    that transaction, so the outbox rows of integrations and webhooks (architecture §10) commit or roll back with
 *    the change itself. These handlers only write rows; they never call out.
 * 2. **After the commit** (at once without a transaction): the event goes to the application emitter, for
 *    in-process listeners (`emitter.on('guest.signed_in', ...)`) such as a job dispatch. A rolled-back change
 *    publishes nothing.
 *
 * There is no table of events of its own: what must survive a crash is the subscribers' outbox rows.
 */
export type TransactionalHandler<E extends DomainEventName> = (
  payload: DomainEvents[E],
  trx: TransactionClientContract | null
) => Promise<void> | void

const handlers = new Map<DomainEventName, Array<TransactionalHandler<any>>>()

/** Registers a handler that runs inside the publishing transaction; returns the function that removes it. */
export function onDomainEvent<E extends DomainEventName>(
  name: E,
  handler: TransactionalHandler<E>
) {
  const list = handlers.get(name) ?? []
  list.push(handler)
  handlers.set(name, list)
  return () =>
    handlers.set(
      name,
      (handlers.get(name) ?? []).filter((candidate) => candidate !== handler)
    )
}

export async function publishEvent<E extends DomainEventName>(
  name: E,
  payload: DomainEvents[E],
  options: { trx?: TransactionClientContract } = {}
) {
  for (const handler of handlers.get(name) ?? []) await handler(payload, options.trx ?? null)
  const emit = () => void emitter.emit(name, payload as any)
  if (options.trx) options.trx.after('commit', emit)
  else emit()
}

declare module '@adonisjs/core/types' {
  interface EventsList extends DomainEvents {}
}
