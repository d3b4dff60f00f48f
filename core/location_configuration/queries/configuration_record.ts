import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ConfigurationStep } from '#core/location_configuration/configuration_steps'

export type StepValues = Record<string, any>

export interface ConfigurationRecord {
  steps: Partial<Record<ConfigurationStep, StepValues>>
  completedSteps: ConfigurationStep[]
  completedAt: Date | null
  updatedAt: Date | null
}

const EMPTY: ConfigurationRecord = {
  steps: {},
  completedSteps: [],
  completedAt: null,
  updatedAt: null,
}

function parsed(value: unknown) {
  return (
    typeof value === 'string' ? JSON.parse(value) : (value ?? {})
  ) as ConfigurationRecord['steps']
}

/** The wizard as last saved for a venue; an empty one before its first step. */
export async function loadConfiguration(
  locationId: number,
  trx?: TransactionClientContract
): Promise<ConfigurationRecord> {
  const row = await (trx ?? db)
    .from('location_configurations')
    .where('location_id', locationId)
    .first()
  if (!row) return { ...EMPTY, steps: {} }
  return {
    steps: parsed(row.steps),
    completedSteps: row.completed_steps ?? [],
    completedAt: row.completed_at ?? null,
    updatedAt: row.updated_at ?? null,
  }
}

/** Writes the whole record (one row per venue). */
export async function storeConfiguration(
  trx: TransactionClientContract,
  locationId: number,
  record: Pick<ConfigurationRecord, 'steps' | 'completedSteps'> & { completedAt?: Date | null },
  userId: number | null
) {
  const now = new Date()
  const values = {
    steps: JSON.stringify(record.steps),
    completed_steps: record.completedSteps,
    completed_at: record.completedAt ?? null,
    updated_by: userId,
    updated_at: now,
  }
  const updated = await trx
    .from('location_configurations')
    .where('location_id', locationId)
    .update(values, ['id'])
  if ((updated as unknown[]).length > 0) return
  await trx
    .insertQuery()
    .table('location_configurations')
    .insert({ location_id: locationId, created_at: now, ...values })
}

/** The devices every device step named, with the step that named it. */
export function configuredDevices(steps: ConfigurationRecord['steps']) {
  return (['router', 'switch', 'access_point'] as const).flatMap((step) =>
    ((steps[step]?.devices ?? []) as Array<{ mac: string; ip: string; name?: string }>).map(
      (device) => ({ ...device, step })
    )
  )
}
