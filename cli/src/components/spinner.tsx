import { Text, render, useAnimation } from 'ink'

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏']

export function Spinner({ label }: { label: string }) {
  const { frame } = useAnimation({ interval: 80 })
  return (
    <Text>
      <Text color="cyan">{FRAMES[frame % FRAMES.length]}</Text> {label}
    </Text>
  )
}

/** Shows a spinner on stderr while `task` runs, only when a person is watching. */
export async function withSpinner<T>(label: string, task: () => Promise<T>): Promise<T> {
  if (!process.stderr.isTTY) return task()
  const app = render(<Spinner label={label} />, { stdout: process.stderr, patchConsole: false })
  try {
    return await task()
  } finally {
    app.clear()
    app.unmount()
    await app.waitUntilExit()
  }
}
