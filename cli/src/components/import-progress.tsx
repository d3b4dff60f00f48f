import { Text, render, useAnimation } from 'ink'

const WIDTH = 24
const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏']

export type ImportProgressProps = { sent: number; total: number; dryRun: boolean }

/** Upload progress as a bar, then what the server is doing with the whole file. */
export function ImportProgress({ sent, total, dryRun }: ImportProgressProps) {
  const { frame } = useAnimation({ interval: 80 })
  const share = total > 0 ? Math.min(1, sent / total) : 0
  const filled = Math.round(share * WIDTH)
  if (share < 1)
    return (
      <Text>
        Uploading <Text color="cyan">{'█'.repeat(filled)}</Text>
        {'░'.repeat(WIDTH - filled)} {Math.round(share * 100)}% ({Math.ceil(sent / 1024)} of{' '}
        {Math.ceil(total / 1024)} KB)
      </Text>
    )
  return (
    <Text>
      <Text color="cyan">{FRAMES[frame % FRAMES.length]}</Text>{' '}
      {dryRun ? 'Checking every line…' : 'Checking every line and importing…'}
    </Text>
  )
}

export type ImportProgressDisplay = {
  update(props: ImportProgressProps): void
  stop(): Promise<void>
}

/** Live progress on stderr while a person watches; nothing at all in pipes and CI. */
export function startImportProgress(initial: ImportProgressProps): ImportProgressDisplay {
  if (!process.stderr.isTTY) return { update() {}, async stop() {} }
  const app = render(<ImportProgress {...initial} />, {
    stdout: process.stderr,
    patchConsole: false,
  })
  return {
    update: (props) => app.rerender(<ImportProgress {...props} />),
    async stop() {
      app.clear()
      app.unmount()
      await app.waitUntilExit()
    },
  }
}
