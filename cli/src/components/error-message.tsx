import { Box, Text } from 'ink'
import type { CliError } from '../lib/cli-error.js'
import { messageFor } from '../lib/messages.js'
import { printElement } from './print.js'

export function ErrorMessage({ message, hint }: { message: string; hint?: string }) {
  return (
    <Box flexDirection="column">
      <Text color="red">✖ {message}</Text>
      {hint ? <Text dimColor>{hint}</Text> : null}
    </Box>
  )
}

export function renderError(error: CliError, stream: NodeJS.WriteStream = process.stderr) {
  printElement(<ErrorMessage message={messageFor(error)} hint={error.details.hint} />, stream)
}
