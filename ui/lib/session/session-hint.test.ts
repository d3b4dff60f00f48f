import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse } from '@/test/render'
import type { SelfRecord } from './self-record'
import { resumeSession } from './session-api'
import { mayHaveSession } from './session-hint'
import { sessionStore } from './session-store'

const self: SelfRecord = {
  id: 1,
  name: 'Peeters',
  firstname: 'An',
  lang: 'en',
  is_admin: false,
  is_partner: false,
  has_groups: true,
  two_fa: false,
  has_customers: true,
  has_locations: true,
  has_user_permissions: false,
  has_portal_permissions: false,
  partner_logo: null,
  imposter_mode: false,
  default_partner: null,
  default_group: null,
  default_customer: null,
  default_location: null,
}

describe('resuming a session after a page load', () => {
  afterEach(() => {
    sessionStore.reset()
    vi.unstubAllGlobals()
  })

  it('does not ask GET /self in a browser that never signed in (no 401 in the console)', async () => {
    const { calls } = fakeRest({ 'GET /self': () => jsonResponse(401, { code: 'E_UNAUTHORIZED' }) })
    expect(await resumeSession()).toBeNull()
    expect(calls).toEqual([])
  })

  it('asks once signed in, and forgets the hint when the server says the session is gone', async () => {
    sessionStore.signIn(self)
    expect(mayHaveSession()).toBe(true)
    const answers = [jsonResponse(200, self), jsonResponse(401, { code: 'E_UNAUTHORIZED' })]
    const { calls } = fakeRest({ 'GET /self': () => answers.shift()! })
    expect((await resumeSession())?.id).toBe(1)
    expect(await resumeSession()).toBeNull()
    expect(calls.map((call) => call.path)).toEqual(['/self', '/self'])
    expect(mayHaveSession()).toBe(false)
  })
})
