import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render } from 'ink-testing-library'
import { TextPrompt } from '../src/components/text-prompt.js'

const tick = () => new Promise((resolve) => setTimeout(resolve, 20))

function renderTextPrompt(mask?: string) {
  const onSubmit = vi.fn()
  const onCancel = vi.fn()
  const app = render(
    <TextPrompt label="E-mail:" mask={mask} onSubmit={onSubmit} onCancel={onCancel} />
  )
  return { ...app, onSubmit, onCancel }
}

async function type(stdin: { write: (data: string) => void }, ...keys: string[]) {
  for (const key of keys) {
    stdin.write(key)
    await tick()
  }
}

afterEach(cleanup)

describe('TextPrompt', () => {
  it('shows the label and what is typed', async () => {
    const { stdin, lastFrame } = renderTextPrompt()
    await tick()
    await type(stdin, 'alice', '@example.com')
    expect(lastFrame()).toContain('E-mail: alice@example.com')
  })

  it('submits the typed value on enter', async () => {
    const { stdin, onSubmit } = renderTextPrompt()
    await tick()
    await type(stdin, 'bob@example.com', '\r')
    expect(onSubmit).toHaveBeenCalledWith('bob@example.com')
  })

  it('submits a pasted value that carries its own enter', async () => {
    const { stdin, onSubmit } = renderTextPrompt()
    await tick()
    await type(stdin, 'carol@example.com\r')
    expect(onSubmit).toHaveBeenCalledWith('carol@example.com')
  })

  it('does not submit an empty answer', async () => {
    const { stdin, onSubmit } = renderTextPrompt()
    await tick()
    await type(stdin, '\r')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('erases the last character on backspace', async () => {
    const { stdin, lastFrame, onSubmit } = renderTextPrompt()
    await tick()
    await type(stdin, 'abcd', '\x7f', '\r')
    expect(lastFrame()).toContain('E-mail: abc')
    expect(onSubmit).toHaveBeenCalledWith('abc')
  })

  it('masks a password but submits it in clear', async () => {
    const { stdin, lastFrame, onSubmit } = renderTextPrompt('•')
    await tick()
    await type(stdin, 's3cret!')
    expect(lastFrame()).toContain('E-mail: •••••••')
    expect(lastFrame()).not.toContain('s3cret')
    await type(stdin, '\r')
    expect(onSubmit).toHaveBeenCalledWith('s3cret!')
  })

  it('cancels on ctrl+c', async () => {
    const { stdin, onCancel, onSubmit } = renderTextPrompt()
    await tick()
    await type(stdin, 'x', '\x03')
    expect(onCancel).toHaveBeenCalledOnce()
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
