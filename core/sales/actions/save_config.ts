import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Infer } from '@vinejs/vine/types'
import type User from '#core/users/models/user'
import SalesConfig from '#core/sales/models/sales_config'
import SalesVisit from '#core/sales/models/sales_visit'
import { recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'
import { calculateQuote, type CalculatorInput } from '#core/sales/services/config_calculator'
import { quoteProducts } from '#core/sales/services/quote_products'
import { suggestedPlan } from '#core/sales/services/sales_tariffs'
import { visibleVisits } from '#core/sales/queries/visible_visits'
import type {
  createConfigValidator,
  updateConfigValidator,
} from '#core/sales/validators/config_validators'

type NewConfig = Infer<typeof createConfigValidator>
type ConfigChanges = Infer<typeof updateConfigValidator>

/** Spec §5: "plan must suit device count (choose the suggested plan or higher)". */
function assertPlanSuits(input: CalculatorInput) {
  const suggested = suggestedPlan(input.devices)
  if (suggested !== null && input.plan < suggested) {
    throw new AppException(422, 'E_PLAN_TOO_SMALL', {
      errors: [{ field: 'plan', rule: 'plan_too_small' }],
      data: { plan: suggested },
    })
  }
}

/** A quote for a visit the user can see; making it turns an open visit into an offer. */
async function linkVisit(
  user: User,
  visitId: number | null | undefined,
  trx: TransactionClientContract
) {
  if (!visitId) return
  const visit = await visibleVisits(user, trx).where('sales_visits.id', visitId).forUpdate().first()
  if (!visit) throw AppException.invalidField('visitId', 'exists')
  if (visit.outcome === 'open')
    await SalesVisit.query({ client: trx })
      .where('id', visit.id)
      .update({ outcome: 'offer', updated_at: new Date() })
}

async function calculated(input: CalculatorInput, trx: TransactionClientContract) {
  assertPlanSuits(input)
  const quote = calculateQuote(input, await quoteProducts(input, trx))
  return {
    suggestedPlan: quote.suggestedPlan,
    mrrCents: quote.mrrCents,
    oneOffCents: quote.oneOffCents,
    breakdown: quote.breakdown,
  }
}

function calculatorInput(values: Omit<NewConfig, 'title' | 'visitId'>): CalculatorInput {
  return {
    devices: values.devices,
    connections: values.connections,
    plan: values.plan,
    installCategory: values.installCategory,
    venues: values.venues,
    peplinkLicence: values.peplinkLicence ?? false,
    fixedIp: values.fixedIp ?? false,
    maxOneOffCents: values.maxOneOffCents ?? null,
  }
}

/** Calculates and keeps a configuration with the prices of today (all or nothing). */
export function createConfig(user: User, input: NewConfig) {
  return db.transaction(async (trx) => {
    const values = calculatorInput(input)
    const figures = await calculated(values, trx)
    await linkVisit(user, input.visitId, trx)
    const config = await SalesConfig.create(
      {
        ...values,
        ...figures,
        title: input.title,
        visitId: input.visitId ?? null,
        createdBy: user.id,
        currency: 'EUR',
      },
      { client: trx }
    )
    await recordAudit(
      {
        action: 'sales_config.created',
        objectType: 'sales_config',
        objectId: config.id,
        newValues: { mrr_cents: config.mrrCents, one_off_cents: config.oneOffCents },
      },
      trx
    )
    await config.load('author')
    return config
  })
}

/** Changes the inputs and calculates again from today's prices. */
export function updateConfig(user: User, config: SalesConfig, changes: ConfigChanges) {
  return db.transaction(async (trx) => {
    const merged = {
      ...calculatorInputOf(config),
      ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
    }
    const values = calculatorInput(merged as NewConfig)
    const figures = await calculated(values, trx)
    if (changes.visitId !== undefined && changes.visitId !== config.visitId)
      await linkVisit(user, changes.visitId, trx)
    const old = { mrr_cents: config.mrrCents, one_off_cents: config.oneOffCents }
    config.useTransaction(trx)
    config.merge({
      ...values,
      ...figures,
      title: changes.title ?? config.title,
      visitId: changes.visitId !== undefined ? changes.visitId : config.visitId,
    })
    await config.save()
    await recordAudit(
      {
        action: 'sales_config.updated',
        objectType: 'sales_config',
        objectId: config.id,
        oldValues: old,
        newValues: { mrr_cents: config.mrrCents, one_off_cents: config.oneOffCents },
      },
      trx
    )
    await config.load('author')
    return config
  })
}

function calculatorInputOf(config: SalesConfig): CalculatorInput {
  const {
    devices,
    connections,
    plan,
    installCategory,
    venues,
    peplinkLicence,
    fixedIp,
    maxOneOffCents,
  } = config
  return {
    devices,
    connections,
    plan,
    installCategory,
    venues,
    peplinkLicence,
    fixedIp,
    maxOneOffCents,
  }
}
