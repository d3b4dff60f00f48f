import { describe, expect, it } from 'vitest'
import { whoamiJson } from '../src/commands/whoami.js'
import type { Me, SelfRecord } from '../src/lib/airdeck-api.js'

const self = {
  id: 3,
  name: 'Line',
  firstname: 'Cleo',
  lang: 'nl',
  is_admin: false,
  is_partner: true,
} as SelfRecord
const me = { id: 3, email: 'cleo@example.com', created_at: '2026-01-01T00:00:00.000Z' } as Me

describe('whoamiJson', () => {
  it('always has the same keys in the same order, null when the server left one out', () => {
    const record = whoamiJson(self, me, 'http://api.test')
    expect(Object.keys(record)).toEqual([
      'id',
      'email',
      'firstname',
      'name',
      'phone',
      'lang',
      'role',
      'is_admin',
      'is_partner',
      'two_fa',
      'has_groups',
      'has_customers',
      'has_locations',
      'has_user_permissions',
      'has_portal_permissions',
      'partner_logo',
      'imposter_mode',
      'default_partner',
      'default_group',
      'default_customer',
      'default_location',
      'created_at',
      'api_url',
    ])
    expect(record).toMatchObject({
      email: 'cleo@example.com',
      role: 'partner',
      two_fa: null,
      api_url: 'http://api.test',
    })
  })

  it('calls an admin an admin, whatever else they are', () => {
    expect(whoamiJson({ ...self, is_admin: true }, me, 'http://api.test').role).toBe('admin')
    expect(whoamiJson({ ...self, is_partner: false }, me, 'http://api.test').role).toBe('customer')
  })
})
