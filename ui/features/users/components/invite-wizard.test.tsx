import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { ApiError } from '@/lib/api/api-error'
import { sessionStore } from '@/lib/session/session-store'
import { renderWithApp } from '@/test/render'
import { InviteWizard } from './invite-wizard'
import { emailsStepError, permissionsStepError } from './wizard-validation'
import { ALL_KEYS, READ_ONLY_KEYS } from '../permissions'

const CUSTOMERS = [
  { id: 3, name: 'Café Zonder Betaling', payment_method: null, free_tier: false, demo_mode: false },
  { id: 4, name: 'Hotel Betaald', payment_method: 1, free_tier: false, demo_mode: false },
]

function fakeApi(existing: string[] = []) {
  vi.spyOn(api, 'post').mockImplementation(async (path: string, body: any) => {
    if (path === '/invites/validate')
      return {
        email: body.email,
        valid: !existing.includes(body.email),
        exists: existing.includes(body.email),
      }
    if (path === '/invites')
      return { data: body.emails.map((email: string, id: number) => ({ id, email })) }
    throw new Error(`unexpected ${path}`)
  })
  vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/locations')
      return {
        data: [
          { id: 7, name: 'De Markt – main bar' },
          { id: 8, name: 'Terrace' },
        ],
      }
    if (path === '/groups') return { data: [] }
    if (path === '/customers') return { data: CUSTOMERS }
    if (path === '/locations/7') return { permissions: ALL_KEYS }
    throw new Error(`unexpected ${path}`)
  })
}

async function addEmail(email: string) {
  await userEvent.type(screen.getByLabelText('E-mail addresses'), `${email}{Enter}`)
}

describe('the invite wizard', () => {
  beforeEach(() => sessionStore.reset())

  it('validation rules: e-mails, and one permission per column the inviter can give', () => {
    expect(emailsStepError([], {})).toBe('noEmails')
    expect(emailsStepError(['a@b.co'], { 'a@b.co': 'exists' })).toBe('existingEmails')
    expect(emailsStepError(['a@b.co'], { 'a@b.co': 'ok' })).toBeNull()
    expect(permissionsStepError([], ALL_KEYS).error).toBe('noPermissions')
    expect(permissionsStepError(['location_read'], ALL_KEYS).columns).toEqual([
      'customer',
      'group',
      'invoices',
      'portal',
      'users',
    ])
    expect(permissionsStepError(READ_ONLY_KEYS, ALL_KEYS).error).toBeNull()
    const withoutInvoices = ALL_KEYS.filter((k) => !k.startsWith('invoices'))
    expect(
      permissionsStepError(
        READ_ONLY_KEYS.filter((k) => k !== 'invoices_read'),
        withoutInvoices
      ).error
    ).toBeNull()
  })

  it('will not leave the first step without an e-mail, and flags existing accounts', async () => {
    fakeApi(['taken@airdeck.test'])
    renderWithApp(<InviteWizard onDone={() => {}} />)
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Add at least one e-mail address.')

    await addEmail('taken@airdeck.test')
    const list = screen.getByRole('list', { name: 'Addresses to invite' })
    expect(await within(list).findByText('already exists')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('they already exist')

    await userEvent.type(screen.getByLabelText('E-mail addresses'), 'not-an-address{Enter}')
    expect(
      await screen.findByText('not-an-address is not a valid e-mail address.')
    ).toBeInTheDocument()
  })

  it('warns when a chosen company has no payment method yet (its users would be blocked)', async () => {
    fakeApi()
    renderWithApp(<InviteWizard onDone={() => {}} />)
    await addEmail('colleague@airdeck.test')
    await waitFor(() => expect(screen.getByText('can be invited')).toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await userEvent.click(screen.getAllByLabelText('Companies')[0]!)
    await userEvent.click(await screen.findByRole('option', { name: 'Hotel Betaald' }))
    expect(screen.queryByText(/Not set up for a payment method yet/)).not.toBeInTheDocument()
    await userEvent.click(screen.getAllByLabelText('Companies')[0]!)
    await userEvent.click(await screen.findByRole('option', { name: 'Café Zonder Betaling' }))
    expect(
      await screen.findByText(/Not set up for a payment method yet: Café Zonder Betaling\./)
    ).toBeInTheDocument()
  })

  it('walks e-mails → access → permissions → send, refusing an empty column', async () => {
    fakeApi()
    const done = vi.fn()
    renderWithApp(<InviteWizard onDone={done} />)
    await addEmail('colleague@airdeck.test')
    await waitFor(() => expect(screen.getByText('can be invited')).toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))

    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose at least one group, company or location.'
    )
    await userEvent.click(screen.getAllByLabelText('Locations')[0]!)
    await userEvent.click(await screen.findByRole('option', { name: 'De Markt – main bar' }))
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))

    const usersRead = await screen.findByRole('checkbox', { name: 'Users: Read' })
    expect(usersRead).toBeChecked()
    await userEvent.click(usersRead)
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose at least one permission per column: Users.'
    )
    await userEvent.click(usersRead)
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))

    expect(await screen.findByText('Invitations: 1')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }))
    await waitFor(() => expect(done).toHaveBeenCalled())
    expect(api.post).toHaveBeenCalledWith(
      '/invites',
      {
        emails: ['colleague@airdeck.test'],
        subjects: [{ type: 'location', id: 7 }],
        permissions: READ_ONLY_KEYS,
      },
      expect.anything()
    )
  })

  it('without `exists` (neither admin nor partner), an existing account is flagged when the invitations are sent', async () => {
    fakeApi()
    vi.mocked(api.post).mockImplementation(async (path: string, body: any) => {
      if (path === '/invites/validate') return { email: body.email, valid: true }
      if (path === '/invites') {
        throw new ApiError(422, {
          code: 'E_USER_EXISTS',
          message: 'exists',
          errors: [{ field: 'emails.0', rule: 'not_registered', message: 'x' }],
        })
      }
      throw new Error(`unexpected ${path}`)
    })
    renderWithApp(<InviteWizard onDone={() => {}} />)
    await addEmail('hidden@airdeck.test')
    await waitFor(() => expect(screen.getByText('can be invited')).toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await userEvent.click(screen.getAllByLabelText('Locations')[0]!)
    await userEvent.click(await screen.findByRole('option', { name: 'De Markt – main bar' }))
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('checkbox', { name: 'Users: Read' })
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Send invitations' }))

    const list = await screen.findByRole('list', { name: 'Addresses to invite' })
    expect(await within(list).findByText('already exists')).toBeInTheDocument()
    expect(await screen.findByRole('alert')).toHaveTextContent('they already exist')
  })

  it('a throttled address check does not block the wizard: the server checks again when sending', async () => {
    fakeApi()
    vi.mocked(api.post).mockImplementation(async (path: string) => {
      if (path === '/invites/validate')
        throw new ApiError(429, { code: 'E_TOO_MANY_REQUESTS', message: 'slow down' }, '30')
      throw new Error(`unexpected ${path}`)
    })
    renderWithApp(<InviteWizard onDone={() => {}} />)
    await addEmail('busy@airdeck.test')
    await waitFor(() => expect(screen.getByText('can be invited')).toBeInTheDocument())
  })
})

describe('the invite wizard stepper', () => {
  beforeEach(() => sessionStore.reset())

  /** Per step button: 'current' (aria-current + data-progress), 'skipped', 'done' (data-completed) or 'todo'. */
  function stepStates() {
    const buttons = ['E-mail', 'Access', 'Permissions', 'Send'].map((label) =>
      screen.getByText(label, { selector: '.mantine-Stepper-stepLabel' }).closest('button')!
    )
    return buttons.map((button) => {
      const current = button.getAttribute('aria-current') === 'step'
      expect(button.hasAttribute('data-progress')).toBe(current)
      if (current) return 'current'
      if (button.hasAttribute('data-skipped')) return 'skipped'
      return button.hasAttribute('data-completed') ? 'done' : 'todo'
    })
  }

  it('marks exactly the step on screen as current, and only the earlier ones as done', async () => {
    fakeApi()
    renderWithApp(<InviteWizard onDone={() => {}} />)
    expect(stepStates()).toEqual(['current', 'todo', 'todo', 'todo'])
    await addEmail('colleague@airdeck.test')
    await waitFor(() => expect(screen.getByText('can be invited')).toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(stepStates()).toEqual(['done', 'current', 'todo', 'todo'])

    await userEvent.click(screen.getAllByLabelText('Locations')[0]!)
    await userEvent.click(await screen.findByRole('option', { name: 'De Markt – main bar' }))
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('checkbox', { name: 'Users: Read' })
    expect(stepStates()).toEqual(['done', 'done', 'current', 'todo'])

    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('button', { name: 'Send invitations' })
    expect(stepStates()).toEqual(['done', 'done', 'done', 'current'])

    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(stepStates()).toEqual(['done', 'done', 'current', 'todo'])
  })

  it('a partner invite without objects skips the permissions step: it is shown as skipped, not done', async () => {
    fakeApi()
    renderWithApp(<InviteWizard partnerId={3} onDone={() => {}} />)
    await addEmail('colleague@airdeck.test')
    await waitFor(() => expect(screen.getByText('can be invited')).toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('button', { name: 'Send invitations' })
    expect(stepStates()).toEqual(['done', 'done', 'skipped', 'current'])
    expect(
      screen.getByText('Permissions', { selector: '.mantine-Stepper-stepLabel' }).closest('button')
    ).toHaveTextContent(/^3/)
  })
})
