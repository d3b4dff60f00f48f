import { MantineProvider } from '@mantine/core'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { personalInputs } from './password-estimator'
import { PasswordWithRules } from './password-with-rules'

function Field({ userInputs }: { userInputs?: string[] }) {
  const [value, setValue] = useState('')
  return (
    <PasswordWithRules
      label="Password"
      userInputs={userInputs}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
    />
  )
}

describe('PasswordWithRules', () => {
  it('shows the rules and the strength as the user types', async () => {
    render(
      <MantineProvider env="test">
        <Field />
      </MantineProvider>
    )
    const rule = (name: string) => screen.getByText(name).closest('li')!
    expect(rule('At least 8 characters')).toHaveTextContent('(not met yet)')
    expect(screen.getByText(/Password strength: not entered/)).toBeInTheDocument()

    await userEvent.type(screen.getByLabelText('Password'), 'abcdefgh')
    expect(rule('At least 8 characters')).toHaveTextContent('(met)')
    expect(rule('A lowercase letter')).toHaveTextContent('(met)')
    expect(rule('An uppercase letter')).toHaveTextContent('(not met yet)')
    expect(screen.getByText(/Password strength: weak/)).toBeInTheDocument()

    await userEvent.type(screen.getByLabelText('Password'), 'A!2026xyz')
    expect(rule('A special character')).toHaveTextContent('(met)')
    expect(screen.getByText(/Password strength: strong/)).toBeInTheDocument()
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'strong')
  })

  it('says why a password is easy to guess, as the server will (issue 30): Password1! and the own name', async () => {
    render(
      <MantineProvider env="test">
        <Field userInputs={personalInputs({ firstname: 'Ann', name: 'Peeters' })} />
      </MantineProvider>
    )
    const input = screen.getByLabelText('Password')
    const guessable = () => screen.getByText('Not easy to guess').closest('li')!
    await userEvent.type(input, 'Password1!')
    expect(
      await screen.findByText(
        'This password is one of the most used ones, or too close to one. Choose another one'
      )
    ).toBeInTheDocument()
    expect(guessable()).toHaveTextContent('(not met yet)')
    expect(screen.getByText(/Password strength: weak/)).toBeInTheDocument()

    await userEvent.clear(input)
    await userEvent.type(input, 'Peeters-2026!')
    expect(
      await screen.findByText(
        'This password is made of your own name or e-mail address. Choose one that is not'
      )
    ).toBeInTheDocument()

    await userEvent.clear(input)
    await userEvent.type(input, 'Zebra-lamp-42!')
    await waitFor(() => expect(guessable()).toHaveTextContent('(met)'))
    expect(screen.queryByText(/Choose another one|Choose one that is not/)).toBeNull()
  })
})
