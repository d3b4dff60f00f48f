import { describe, expect, it } from 'vitest'
import { CliError } from '../src/lib/cli-error.js'
import { messageFor } from '../src/lib/messages.js'

describe('messageFor', () => {
  it("shows the server's text, which is in the account's language (issue 32 item 11)", () => {
    expect(
      messageFor(new CliError('E_INVALID_CREDENTIALS', { serverMessage: 'Ongeldige gegevens' }))
    ).toBe('Ongeldige gegevens')
    expect(
      messageFor(
        new CliError('E_TENANT_MANAGEMENT_DISABLED', {
          status: 409,
          serverMessage: 'Huurdersbeheer is niet geactiveerd.',
        })
      )
    ).toBe('Huurdersbeheer is niet geactiveerd.')
    expect(messageFor(new CliError('E_UNAUTHORIZED', { serverMessage: 'Meld je aan.' }))).toBe(
      'Meld je aan.\n→ airdeck login'
    )
  })

  it('uses its own text when the server sent none', () => {
    expect(messageFor(new CliError('E_INVALID_CREDENTIALS'))).toBe('Invalid e-mail or password.')
  })

  it('tells how long to wait when throttled', () => {
    expect(messageFor(new CliError('E_TOO_MANY_REQUESTS', { retryAfterSeconds: 42 }))).toContain(
      '42 seconds'
    )
    expect(messageFor(new CliError('E_TOO_MANY_REQUESTS'))).toContain('later')
  })

  it('lists validation errors per field under the server text', () => {
    const error = new CliError('E_VALIDATION_ERROR', {
      serverMessage: 'Controleer de invoer.',
      errors: [{ field: 'email', rule: 'email', message: 'Geen geldig e-mailadres' }],
    })
    expect(messageFor(error)).toBe('Controleer de invoer.\n  email: Geen geldig e-mailadres')
  })

  it('lists validation errors per field', () => {
    const error = new CliError('E_VALIDATION_ERROR', {
      errors: [
        { field: 'email', rule: 'email', message: 'The email field must be a valid email address' },
      ],
    })
    expect(messageFor(error)).toBe(
      'The server rejected the input:\n  email: The email field must be a valid email address'
    )
  })

  it('names the server it could not reach', () => {
    expect(
      messageFor(new CliError('E_SERVER_UNREACHABLE', { apiUrl: 'http://api.test' }))
    ).toContain('http://api.test')
  })

  it('falls back to the server message for codes it does not know', () => {
    expect(messageFor(new CliError('E_NEW_THING', { serverMessage: 'Something new' }))).toBe(
      'Something new'
    )
    expect(messageFor(new CliError('E_NEW_THING'))).toBe('The server answered E_NEW_THING.')
  })

  it('never shows a stack for unexpected errors', () => {
    const message = messageFor(new CliError('E_UNEXPECTED', { cause: new Error('disk on fire') }))
    expect(message).toBe('Unexpected error: disk on fire')
  })
})
