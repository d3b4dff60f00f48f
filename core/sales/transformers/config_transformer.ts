import type SalesConfig from '#core/sales/models/sales_config'

export function transformConfig(config: SalesConfig) {
  return {
    id: config.id,
    title: config.title,
    visitId: config.visitId,
    createdBy: config.author
      ? { id: config.author.id, name: `${config.author.firstname} ${config.author.name}`.trim() }
      : null,
    devices: config.devices,
    connections: config.connections,
    plan: config.plan,
    suggestedPlan: config.suggestedPlan,
    installCategory: config.installCategory,
    venues: config.venues,
    peplinkLicence: config.peplinkLicence,
    fixedIp: config.fixedIp,
    maxOneOffCents: config.maxOneOffCents,
    currency: config.currency,
    mrrCents: config.mrrCents,
    oneOffCents: config.oneOffCents,
    breakdown: config.breakdown,
    createdAt: config.createdAt.toISO()!,
    updatedAt: config.updatedAt.toISO()!,
  }
}
