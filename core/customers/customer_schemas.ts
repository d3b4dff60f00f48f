import { entity } from '#kernel/http/contract/schemas'

export const customerSchema = entity('A customer (company): address, invoicing, billing flags, group, logo_url, permissions')
export const customerLogSchema = entity('A note about a customer: date, body, its author')
