import { Box, Text } from 'ink'
import type { LineError } from '../lib/tenants-api.js'
import { printElement } from './print.js'
import { text } from '../lib/texts.js'

/** The file's problems, one per line of the file, as the server named them (its message, below, says nothing was imported). */
export function ImportErrors({
  lines,
  listedAtMost,
}: {
  lines: LineError[]
  listedAtMost: number
}) {
  return (
    <Box flexDirection="column">
      {lines.map((line) => (
        <Text key={`${line.line}-${line.rule}`}>
          {'  '}
          <Text color="yellow">{String(line.line).padStart(6)}</Text> {line.message}
        </Text>
      ))}
      {lines.length >= listedAtMost ? (
        <Text dimColor>{`  ${text('firstListed', { count: listedAtMost })}`}</Text>
      ) : null}
    </Box>
  )
}

export function renderImportErrors(
  props: { lines: LineError[]; listedAtMost: number },
  stream: NodeJS.WriteStream = process.stderr
) {
  printElement(<ImportErrors {...props} />, stream)
}
