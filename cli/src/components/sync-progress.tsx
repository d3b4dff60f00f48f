import { Text, render, useAnimation } from 'ink'
import { text } from '../lib/texts.js'

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏']

export type SyncProgressProps = {
  done: number
  total: number
  current: string | null
  failed: number
}

export function SyncProgress({ done, total, current, failed }: SyncProgressProps) {
  const { frame } = useAnimation({ interval: 80 })
  const position = { position: Math.min(done + 1, total), total }
  return (
    <Text>
      <Text color="cyan">{FRAMES[frame % FRAMES.length]}</Text>{' '}
      {current
        ? text('syncProgressAt', { ...position, controller: current })
        : text('syncProgress', position)}
      {failed > 0 ? (
        <Text color="red"> {text('syncProgressFailed', { count: failed })}</Text>
      ) : null}
    </Text>
  )
}

export type ProgressDisplay = { update(props: SyncProgressProps): void; stop(): Promise<void> }

/** Live progress on stderr while a person watches; nothing at all in pipes and CI. */
export function startSyncProgress(initial: SyncProgressProps): ProgressDisplay {
  if (!process.stderr.isTTY) return { update() {}, async stop() {} }
  const app = render(<SyncProgress {...initial} />, { stdout: process.stderr, patchConsole: false })
  return {
    update: (props) => app.rerender(<SyncProgress {...props} />),
    async stop() {
      app.clear()
      app.unmount()
      await app.waitUntilExit()
    },
  }
}
