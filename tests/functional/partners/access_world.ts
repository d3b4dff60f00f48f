import { DateTime } from 'luxon'
import Group from '#core/groups/models/group'
import Customer from '#core/customers/models/customer'
import Location from '#core/locations/models/location'
import Partner from '#core/partners/models/partner'
import PartnerGrant from '#core/access/models/partner_grant'
import Invitation from '#core/invitations/models/invitation'
import InvitationSubject from '#core/invitations/models/invitation_subject'
import { PERMISSION_KEYS, type PermissionKey, type SubjectType } from '#core/access/permissions'
import { DEFAULT_PARTNER_PERMISSIONS } from '#core/partners/actions/partner_access'
import { newSecretToken } from '#kernel/crypto/secret_token'
import type User from '#core/users/models/user'
import { createUser, grant } from '#tests/helpers/fixtures'

/** Spec §5: read-only access is one read key per column. */
export const READ_ONLY = PERMISSION_KEYS.filter((key) => key.endsWith('_read'))

/** A pending invitation written straight to the database; returns the link's token too. */
export async function pendingInvitation(attributes: {
  email?: string
  invitedBy?: User
  subjects?: Array<[SubjectType, number]>
  partnerId?: number
  permissions?: PermissionKey[]
}) {
  const { token, hash } = newSecretToken()
  const subjects = attributes.subjects ?? []
  const invitation = await Invitation.create({
    email: attributes.email ?? `invitee-${Math.random().toString(36).slice(2)}@airdeck.test`,
    tokenHash: hash,
    invitedById: attributes.invitedBy?.id ?? null,
    partnerId: attributes.partnerId ?? null,
    subjectType: subjects[0]?.[0] ?? null,
    subjectId: subjects[0]?.[1] ?? null,
    permissions: attributes.permissions ?? (subjects.length ? READ_ONLY : []),
    lang: 'en',
    expiresAt: DateTime.now().plus({ days: 7 }),
  })
  for (const [type, id] of subjects)
    await InvitationSubject.create({
      invitationId: invitation.id,
      subjectType: type,
      subjectId: id,
    })
  return { invitation, token }
}

/**
 * Two tenants (A: one group, one customer, two locations; B: the same with
 * one location), a partner managing customer A, and the six kinds of caller
 * of the permission matrix.
 */
export async function buildAccessWorld() {
  const gA = await Group.create({ name: 'Group A' })
  const gB = await Group.create({ name: 'Group B' })
  const cA = await Customer.create({ name: 'Customer A', groupId: gA.id, paymentMethod: 1 })
  const cB = await Customer.create({ name: 'Customer B', groupId: gB.id, paymentMethod: 1 })
  const lA1 = await Location.create({ name: 'Venue A1', customerId: cA.id })
  const lA2 = await Location.create({ name: 'Venue A2', customerId: cA.id })
  const lB = await Location.create({ name: 'Venue B', customerId: cB.id })

  const partner = await Partner.create({ name: 'Partner P' })
  await PartnerGrant.create({
    partnerId: partner.id,
    subjectType: 'customer',
    subjectId: cA.id,
    permissions: DEFAULT_PARTNER_PERMISSIONS,
  })

  const admin = await createUser({ isAdmin: true, firstname: 'Ada', name: 'Admin' })
  const partnerUser = await createUser({ partnerId: partner.id, firstname: 'Pia', name: 'Partner' })
  const full = await createUser({ firstname: 'Finn', name: 'Full' })
  await grant(full, 'customer', cA.id, [...PERMISSION_KEYS])
  const readOnly = await createUser({ firstname: 'Rita', name: 'Reader' })
  await grant(readOnly, 'customer', cA.id, READ_ONLY)
  const other = await createUser({ firstname: 'Otto', name: 'Other' })
  await grant(other, 'customer', cB.id, [...PERMISSION_KEYS])

  const colleague = await createUser({ firstname: 'Cora', name: 'Colleague' })
  await grant(colleague, 'location', lA1.id, READ_ONLY)
  await grant(colleague, 'location', lA2.id, READ_ONLY)

  return {
    groups: { gA, gB },
    customers: { cA, cB },
    locations: { lA1, lA2, lB },
    partner,
    users: { admin, partnerUser, full, readOnly, other, colleague },
  }
}

export type AccessWorld = Awaited<ReturnType<typeof buildAccessWorld>>
export const ROLES = ['admin', 'partner', 'full', 'readOnly', 'other', 'anonymous'] as const
export type Role = (typeof ROLES)[number]

export function callerOf(world: AccessWorld, role: Role): User | null {
  const { admin, partnerUser, full, readOnly, other } = world.users
  return { admin, partner: partnerUser, full, readOnly, other, anonymous: null }[role]
}
