import { anyObject, entity } from '#kernel/http/contract/schemas'

export const locationSchema = entity('A venue: address, status, plan, customer, network summary, permissions (technical fields for admins)')
export const commentSchema = entity('A comment on a venue: body, author, created_at')
export const historyEntrySchema = anyObject('One history entry of a venue: kind, when, who, what changed (translated on the client)')
