import { Box, Text } from 'ink'
import { printElement } from './print.js'

export type WhoamiSummaryProps = {
  name: string
  email: string
  role: string
  language: string
  apiUrl: string
}

export function WhoamiSummary({ name, email, role, language, apiUrl }: WhoamiSummaryProps) {
  const rows: Array<[string, string]> = [
    ['Name', name],
    ['E-mail', email],
    ['Role', role],
    ['Language', language],
    ['API URL', apiUrl],
  ]
  return (
    <Box flexDirection="column">
      {rows.map(([label, value]) => (
        <Box key={label}>
          <Box width={10}>
            <Text dimColor>{label}</Text>
          </Box>
          <Text>{value}</Text>
        </Box>
      ))}
    </Box>
  )
}

export function renderWhoamiSummary(
  props: WhoamiSummaryProps,
  stream: NodeJS.WriteStream = process.stdout
) {
  printElement(<WhoamiSummary {...props} />, stream)
}
