import {
  EXTRA_CONNECTION_MONTHLY_CENTS,
  FINANCING_MONTHS,
  FIXED_IP_MONTHLY_CENTS,
  INSTALL_FEE_CENTS,
  planTariff,
  suggestedPlan,
  type InstallCategory,
} from '#core/sales/services/sales_tariffs'

export interface CalculatorInput {
  /** Access points per venue. */
  devices: number
  /** Internet connections per venue; two or more means failover. */
  connections: number
  plan: number
  installCategory: InstallCategory
  venues: number
  peplinkLicence: boolean
  fixedIp: boolean
  /** The most the customer pays up front; null: no limit. */
  maxOneOffCents: number | null
}

/** The prices of one catalogue product, in cents. */
export interface PricedProduct {
  id: number
  name: string
  model: string
  salePriceCents: number
  configPriceCents: number
  caasPriceCents: number
  monthlyLicenceCents: number
}

export interface QuoteProducts {
  /** The gateway, or a multi-WAN Peplink router when there is failover or a Peplink licence. */
  edge: PricedProduct
  accessPoint: PricedProduct | null
  licence: PricedProduct | null
}

export type LineKey =
  | 'edge'
  | 'access_points'
  | 'licence'
  | 'plan'
  | 'install'
  | 'extra_connections'
  | 'fixed_ip'
  | 'financing'

export interface QuoteLine {
  key: LineKey
  productId: number | null
  name: string | null
  quantity: number
  oneOffCents: number
  monthlyCents: number
}

export interface QuoteBreakdown {
  /** bought: hardware paid up front; rented: hardware as a service (CaaS price per month). */
  hardware: 'bought' | 'rented'
  financedCents: number
  financingMonths: number
  lines: QuoteLine[]
}

export interface Quote {
  suggestedPlan: number
  mrrCents: number
  oneOffCents: number
  breakdown: QuoteBreakdown
}

/**
 * MRR and one-off of a configuration (the formula of docs/sales-calculator.md). Pure integer arithmetic in cents;
 * the only rounding is up to a whole cent where a financed amount is spread over the months.
 */
export function calculateQuote(input: CalculatorInput, products: QuoteProducts): Quote {
  const { venues } = input
  type Unit = { key: LineKey; product: PricedProduct | null; quantity: number }
  const candidates: Unit[] = [
    { key: 'edge', product: products.edge, quantity: venues },
    { key: 'access_points', product: products.accessPoint, quantity: input.devices * venues },
    { key: 'licence', product: input.peplinkLicence ? products.licence : null, quantity: venues },
  ]
  const units = candidates.filter(
    (unit): unit is Unit & { product: PricedProduct } => unit.product !== null && unit.quantity > 0
  )

  const sum = (pick: (product: PricedProduct) => number) =>
    units.reduce((total, unit) => total + unit.quantity * pick(unit.product), 0)
  const hardwareSale = sum((product) => product.salePriceCents)
  const hardwareRent = sum((product) => product.caasPriceCents)
  const configWork = sum((product) => product.configPriceCents)
  const licences = sum((product) => product.monthlyLicenceCents)

  const install = INSTALL_FEE_CENTS[input.installCategory] * venues
  const planFee = planTariff(input.plan).monthlyCents * venues
  const extraConnections = Math.max(0, input.connections - 1) * venues
  const fixedIps = input.fixedIp ? venues : 0
  const serviceOneOff = configWork + install
  const serviceMonthly =
    planFee +
    licences +
    extraConnections * EXTRA_CONNECTION_MONTHLY_CENTS +
    fixedIps * FIXED_IP_MONTHLY_CENTS

  const max = input.maxOneOffCents
  const buys = max === null || serviceOneOff + hardwareSale <= max
  let oneOff = serviceOneOff + (buys ? hardwareSale : 0)
  let mrr = serviceMonthly + (buys ? 0 : hardwareRent)
  const financed = max !== null && oneOff > max ? oneOff - max : 0
  if (financed > 0) {
    oneOff = max!
    mrr += Math.ceil(financed / FINANCING_MONTHS)
  }

  const lines: QuoteLine[] = units.map(({ key, product, quantity }) => ({
    key,
    productId: product.id,
    name: product.name,
    quantity,
    oneOffCents: quantity * (product.configPriceCents + (buys ? product.salePriceCents : 0)),
    monthlyCents: quantity * (product.monthlyLicenceCents + (buys ? 0 : product.caasPriceCents)),
  }))
  const service = (key: LineKey, quantity: number, oneOffCents: number, monthlyCents: number) => {
    if (quantity > 0 && (oneOffCents > 0 || monthlyCents > 0))
      lines.push({ key, productId: null, name: null, quantity, oneOffCents, monthlyCents })
  }
  service('plan', venues, 0, planFee)
  service('install', venues, install, 0)
  service(
    'extra_connections',
    extraConnections,
    0,
    extraConnections * EXTRA_CONNECTION_MONTHLY_CENTS
  )
  service('fixed_ip', fixedIps, 0, fixedIps * FIXED_IP_MONTHLY_CENTS)
  service('financing', 1, -financed, Math.ceil(financed / FINANCING_MONTHS))

  return {
    suggestedPlan: suggestedPlan(input.devices) ?? input.plan,
    mrrCents: mrr,
    oneOffCents: oneOff,
    breakdown: {
      hardware: buys ? 'bought' : 'rented',
      financedCents: financed,
      financingMonths: FINANCING_MONTHS,
      lines,
    },
  }
}
