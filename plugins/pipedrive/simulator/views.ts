/**
 * Deals and deal products as v2 renders them (related ids as plain integers, RFC 3339 times) and as legacy v1 does
 * (`org_id`, `person_id`, `user_id` as objects, "YYYY-MM-DD HH:MM:SS" times).
 */
import { ORGANIZATIONS, PERSONS, USER, type Deal, type DealProduct } from './account_data.js'

const rfc3339 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z')
const v1Time = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ')

export function dealV2(deal: Deal) {
  const { seed } = deal
  const time = rfc3339(deal.addTime)
  return {
    id: seed.id,
    title: seed.title,
    creator_user_id: USER.id,
    owner_id: USER.id,
    value: deal.value,
    person_id: seed.personId ?? null,
    org_id: seed.orgId ?? null,
    stage_id: seed.status === 'won' ? 5 : 2,
    pipeline_id: 1,
    currency: deal.currency,
    add_time: time,
    update_time: time,
    stage_change_time: time,
    status: seed.status ?? 'open',
    is_deleted: seed.status === 'deleted',
    is_archived: false,
    probability: null,
    lost_reason: null,
    visible_to: 3,
    close_time: seed.status === 'won' || seed.status === 'lost' ? time : null,
    won_time: seed.status === 'won' ? time : null,
    lost_time: seed.status === 'lost' ? time : null,
    expected_close_date: null,
    label_ids: [],
    custom_fields: {},
  }
}

export function dealProductV2(deal: Deal, product: DealProduct) {
  const { seed } = product
  const time = rfc3339(deal.addTime)
  return {
    id: product.id,
    deal_id: deal.seed.id,
    product_id: product.productId,
    name: seed.name,
    item_price: seed.itemPrice,
    quantity: seed.quantity,
    sum: product.sum,
    currency: deal.currency,
    discount: seed.discount ?? 0,
    discount_type: seed.discountType ?? 'percentage',
    tax: seed.tax ?? 21,
    tax_method: seed.taxMethod ?? 'exclusive',
    is_enabled: seed.isEnabled ?? true,
    billing_frequency: seed.billingFrequency ?? 'one-time',
    billing_frequency_cycles: null,
    billing_start_date: null,
    comments: seed.comments ?? null,
    product_variation_id: null,
    add_time: time,
    update_time: time,
  }
}

export function dealV1(deal: Deal) {
  const v2 = dealV2(deal)
  const org = ORGANIZATIONS.find((o) => o.id === v2.org_id)
  const person = PERSONS.find((p) => p.id === v2.person_id)
  return {
    ...v2,
    user_id: {
      id: USER.id,
      name: USER.name,
      email: USER.email,
      has_pic: 0,
      pic_hash: null,
      active_flag: true,
      value: USER.id,
    },
    org_id: org
      ? {
          name: org.name,
          people_count: 1,
          owner_id: USER.id,
          address: org.address.value,
          active_flag: true,
          cc_email: null,
          value: org.id,
        }
      : null,
    person_id: person
      ? {
          active_flag: true,
          name: person.name,
          email: person.emails,
          phone: person.phones,
          value: person.id,
        }
      : null,
    add_time: v1Time(deal.addTime),
    update_time: v1Time(deal.addTime),
    active: v2.status === 'open',
    deleted: v2.is_deleted,
    products_count: deal.products.length,
  }
}

export function dealProductV1(deal: Deal, product: DealProduct) {
  const { add_time: _a, update_time: _u, ...v2 } = dealProductV2(deal, product)
  return { ...v2, add_time: v1Time(deal.addTime), active_flag: true, enabled_flag: v2.is_enabled }
}

export const organizationV2 = (org: (typeof ORGANIZATIONS)[number]) => ({
  id: org.id,
  name: org.name,
  owner_id: USER.id,
  address: org.address,
  is_deleted: false,
  visible_to: 3,
  label_ids: [],
  custom_fields: {},
})
export const personV2 = (person: (typeof PERSONS)[number]) => ({
  ...person,
  owner_id: USER.id,
  is_deleted: false,
  visible_to: 3,
  label_ids: [],
  custom_fields: {},
})
