import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import { ReferralForm } from './referral-form'

async function fill(form: HTMLElement, email: string) {
  await userEvent.type(within(form).getByRole('textbox', { name: /^Contact name/ }), 'Nora New')
  await userEvent.type(within(form).getByRole('textbox', { name: /^E-mail/ }), email)
  await userEvent.type(within(form).getByRole('textbox', { name: /^Company/ }), 'New Café')
  await userEvent.click(within(form).getAllByLabelText(/^Sector/)[0]!)
  await userEvent.click(await screen.findByRole('option', { name: 'Hospitality' }))
}

describe('referral form', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends the referral and empties the form', { timeout: 20_000 }, async () => {
    const { calls } = fakeRest({
      'POST /referral': () => jsonResponse(201, { id: 1, state: 'invited' }),
    })
    renderWithApp(<ReferralForm />)
    const form = screen.getByRole('form', { name: 'Refer a company' })
    await fill(form, 'nora@new-cafe.example')
    await userEvent.click(within(form).getByRole('button', { name: 'Send referral' }))
    await vi.waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /^Company/ })).toHaveValue('')
    )
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'nora@new-cafe.example',
      name: 'Nora New',
      company: 'New Café',
      sector: 'horeca',
    })
  })

  it('shows a duplicate referral on the e-mail field, in words', { timeout: 20_000 }, async () => {
    fakeRest({
      'POST /referral': () =>
        jsonResponse(422, {
          code: 'E_REFERRAL_DUPLICATE',
          message: 'x',
          errors: [{ field: 'email', rule: 'unique', message: 'x' }],
        }),
    })
    renderWithApp(<ReferralForm />)
    const form = screen.getByRole('form', { name: 'Refer a company' })
    await fill(form, 'nora@new-cafe.example')
    await userEvent.click(within(form).getByRole('button', { name: 'Send referral' }))
    expect(
      await within(form).findByText('This company has already been referred.')
    ).toBeInTheDocument()
  })
})
