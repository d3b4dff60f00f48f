import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import { VisitWizard } from './visit-wizard'

/** A phone in the street: 375 px wide, no wider media query matches (the setup's matchMedia says no). */
function onPhone() {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 })
  window.dispatchEvent(new Event('resize'))
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }))

describe('the visit wizard on a phone', () => {
  beforeEach(onPhone)
  afterEach(() => vi.unstubAllGlobals())

  it('walks four one-column steps, checks each before going on, takes the GPS position and saves every field', async () => {
    const { calls } = fakeRest({
      'POST /sales/visits': ({ body }) =>
        jsonResponse(201, {
          id: 1,
          ...(body as object),
          hunter: { id: 9, name: 'Hanne' },
          outcome: 'open',
          canEdit: true,
          createdAt: '2026-11-25T10:00:00Z',
          updatedAt: '2026-11-25T10:00:00Z',
        }),
    })
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (done: PositionCallback) =>
          done({ coords: { latitude: 50.9306612, longitude: 5.3377834 } } as GeolocationPosition),
      },
    })
    const onRecorded = vi.fn()
    renderWithApp(<VisitWizard onRecorded={onRecorded} />)

    const form = await screen.findByRole('form', { name: 'New visit' })
    expect(within(form).getByText('Step 1 of 4')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled()
    await next()
    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Venue name/ })).toHaveAttribute(
      'aria-invalid',
      'true'
    )

    await userEvent.type(
      screen.getByRole('textbox', { name: /Venue name/ }),
      'Brasserie Het Hemelrijk'
    )
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Hasselt')
    await userEvent.click(screen.getByRole('button', { name: 'Use my position' }))
    expect(await screen.findByText('Position: 50.93066, 5.33778')).toBeInTheDocument()
    await next()

    expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument()
    await userEvent.type(screen.getByRole('textbox', { name: 'Contact person' }), 'Sofie Janssens')
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-address')
    await next()
    expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument()
    await userEvent.clear(screen.getByRole('textbox', { name: 'E-mail' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'sofie@hemelrijk.example')
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Agrees to receive marketing e-mails' })
    )
    await next()

    expect(await screen.findByText('Step 3 of 4')).toBeInTheDocument()
    await next()
    expect(await screen.findByText('Choose the interest of the venue')).toBeInTheDocument()
    await userEvent.click(screen.getByText('Interested'))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Follow-up agreed' }))
    await next()

    expect(await screen.findByText('Step 4 of 4')).toBeInTheDocument()
    expect(calls, 'reaching the last step saves nothing yet').toHaveLength(0)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Terrace' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Come back Monday')
    await userEvent.click(screen.getByRole('button', { name: 'Save visit' }))

    await vi.waitFor(() => expect(onRecorded).toHaveBeenCalled())
    expect(calls[0]!.body).toMatchObject({
      venueName: 'Brasserie Het Hemelrijk',
      venueType: 'horeca',
      venueSize: 'small',
      city: 'Hasselt',
      latitude: 50.930661,
      longitude: 5.337783,
      contactName: 'Sofie Janssens',
      contactEmail: 'sofie@hemelrijk.example',
      marketingOptIn: true,
      interest: 'interested',
      followUp: true,
      followUpMethod: null,
      hasTerrace: true,
      comment: 'Come back Monday',
      address: null,
      satisfaction: null,
    })
    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Venue name/ })).toHaveValue('')
  }, 30_000)

  it('a field the server refuses takes the hunter back to its step', async () => {
    fakeRest({
      'POST /sales/visits': () =>
        jsonResponse(422, {
          code: 'E_VALIDATION_ERROR',
          message: 'Some fields are not filled in correctly.',
          errors: [
            {
              field: 'postalCode',
              rule: 'regex',
              message: 'The postal code field is not in a valid format',
            },
          ],
        }),
    })
    renderWithApp(<VisitWizard />)
    await userEvent.type(await screen.findByRole('textbox', { name: /Venue name/ }), 'Shop')
    await next()
    await next()
    await userEvent.click(screen.getByText('Undecided'))
    await next()
    await userEvent.click(screen.getByRole('button', { name: 'Save visit' }))
    expect(await screen.findByText('The format is not valid.')).toBeInTheDocument()
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument()
  }, 30_000)
})
