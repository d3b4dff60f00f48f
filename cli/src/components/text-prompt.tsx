import { useRef, useState } from 'react'
import { Box, Text, render, useInput } from 'ink'
import { CliError } from '../lib/cli-error.js'

type TextPromptProps = {
  label: string
  /** Shown once per typed character instead of the text (passwords). */
  mask?: string
  onSubmit: (value: string) => void
  onCancel: () => void
}

export function TextPrompt({ label, mask, onSubmit, onCancel }: TextPromptProps) {
  const [value, setValue] = useState('')
  // Several key events can arrive before React re-renders; the ref is always current.
  const current = useRef('')

  const update = (next: string) => {
    current.current = next
    setValue(next)
  }

  useInput((input, key) => {
    if (key.ctrl && input === 'c') return onCancel()
    if (key.return) {
      if (current.current.length > 0) onSubmit(current.current)
      return
    }
    if (key.backspace || key.delete) return update([...current.current].slice(0, -1).join(''))
    if (key.ctrl || key.meta || key.escape || key.tab || input.length === 0) return
    // Pasted text can carry its own Enter ("name@example.com\r" in one event): it submits like a typed one.
    const [line, ...rest] = input.split(/\r\n|\r|\n/)
    update(current.current + line)
    if (rest.length > 0 && current.current.length > 0) onSubmit(current.current)
  })

  const shown = mask ? mask.repeat([...value].length) : value
  return (
    <Box>
      <Text bold>{label} </Text>
      <Text>{shown}</Text>
      <Text inverse> </Text>
    </Box>
  )
}

/** Asks one question on stderr (stdout stays for results); Ctrl+C rejects with E_CANCELLED. */
export async function renderPrompt(
  label: string,
  options: { mask?: string } = {}
): Promise<string> {
  let answer: string | undefined
  const app = render(
    <TextPrompt
      label={label}
      mask={options.mask}
      onSubmit={(value) => {
        answer = value
        app.unmount()
      }}
      onCancel={() => app.unmount()}
    />,
    {
      stdout: process.stderr,
      stdin: process.stdin,
      exitOnCtrlC: false,
      patchConsole: false,
      interactive: true,
    }
  )
  await app.waitUntilExit()
  if (answer === undefined) throw new CliError('E_CANCELLED')
  return answer
}
