import { readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import { stripeSignature } from '#core/billing/stripe/simulator/events'
import { SIMULATOR_WEBHOOK_SECRET, stripeWebhookUrl } from '#tests/helpers/stripe_simulator'

export interface RecordedScenario {
  scenario: string
  expect: Record<string, unknown>
  events: Array<{ id: string; type: string; created: number; data: { object: any } }>
}

/**
 * A recorded event sequence from tests/fixtures/stripe/ with its placeholders filled in: `{{name}}` by `values`,
 * a time "+N" by N seconds after `start`, and event ids made unique for this replay (ids are applied once per database).
 */
export function loadScenario(
  file: string,
  values: Record<string, string | number>,
  start = Math.floor(Date.now() / 1000)
): RecordedScenario {
  const suffix = Date.now().toString(36)
  const text = readFileSync(app.makePath('tests/fixtures/stripe', file), 'utf8').replace(
    /\{\{(\w+)\}\}/g,
    (whole, name: string) => (name in values ? String(values[name]) : whole)
  )
  const scenario = JSON.parse(text, (_key, value) =>
    typeof value === 'string' && /^\+\d+$/.test(value) ? start + Number(value.slice(1)) : value
  ) as RecordedScenario
  for (const event of scenario.events) event.id = `${event.id}_${suffix}`
  const unfilled = /\{\{(\w+)\}\}/.exec(JSON.stringify(scenario.events))
  if (unfilled) throw new Error(`${file}: no value for ${unfilled[0]}`)
  return scenario
}

/** Posts one event to our endpoint as Stripe does (raw JSON body, Stripe-Signature of our endpoint secret). */
export async function deliver(event: RecordedScenario['events'][number]) {
  const body = JSON.stringify(event, null, 2)
  const response = await fetch(stripeWebhookUrl(), {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': stripeSignature(
        body,
        SIMULATOR_WEBHOOK_SECRET,
        Math.floor(Date.now() / 1000)
      ),
    },
    body,
  })
  return {
    status: response.status,
    body: (await response.json()) as { received?: boolean; duplicate?: boolean; code?: string },
  }
}

export const byType = (scenario: RecordedScenario, type: string) =>
  scenario.events.find((event) => event.type === type)!
