import Product from '#core/inventory/models/product'
import { createUser } from '#tests/helpers/fixtures'

/** Admin, two hunters (not admins: sales-only) and a customer-side user. */
export async function salesPeople() {
  return {
    admin: await createUser({ isAdmin: true, firstname: 'Ada', name: 'Admin' }),
    hunter: await createUser({ salesRole: 'hunter', firstname: 'Hannah', name: 'Hunter' }),
    otherHunter: await createUser({ salesRole: 'hunter', firstname: 'Otto', name: 'Other' }),
    customerUser: await createUser(),
  }
}

/** A catalogue with a cheaper and a dearer product of each kind the calculator needs (the cheapest is quoted). */
export async function quoteCatalogue() {
  const product = (attributes: Partial<Product>) =>
    Product.create({
      currency: 'EUR',
      purchasePriceCents: 0,
      caasPriceCents: 0,
      configPriceCents: 0,
      monthlyLicenceCents: 0,
      quantity: 5,
      ...attributes,
    } as Partial<Product>)
  return {
    gateway: await product({
      name: 'Cloud Gateway',
      type: 'gateway',
      vendor: 'unifi',
      model: 'UCG-Ultra',
      salePriceCents: 12_900,
      configPriceCents: 2_500,
      caasPriceCents: 600,
    }),
    dearGateway: await product({
      name: 'Dream Machine',
      type: 'gateway',
      vendor: 'unifi',
      model: 'UDM-Pro',
      salePriceCents: 39_900,
    }),
    router: await product({
      name: 'Balance 20X',
      type: 'router',
      vendor: 'peplink',
      model: 'B20X',
      salePriceCents: 54_900,
      configPriceCents: 5_000,
      caasPriceCents: 2_500,
    }),
    accessPoint: await product({
      name: 'U6 Pro',
      type: 'access_point',
      vendor: 'unifi',
      model: 'U6-Pro',
      salePriceCents: 15_900,
      configPriceCents: 1_000,
      caasPriceCents: 500,
    }),
    dearAccessPoint: await product({
      name: 'U7 Pro',
      type: 'access_point',
      vendor: 'unifi',
      model: 'U7-Pro',
      salePriceCents: 18_900,
    }),
    licence: await product({
      name: 'PrimeCare',
      type: 'licence',
      vendor: 'peplink',
      model: 'PRM-B20X',
      salePriceCents: 0,
      monthlyLicenceCents: 900,
    }),
  }
}
