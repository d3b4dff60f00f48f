import { Box, Text } from 'ink'
import type { SyncSummary } from '../lib/controllers-api.js'
import { syncFailed } from '../lib/controllers-api.js'
import { printElement } from './print.js'

/** One controller's outcome: its summary, or the error that stopped the sync call itself. */
export type SyncOutcome =
  | { controllerId: number; alias: string; summary: SyncSummary }
  | { controllerId: number; alias: string; error: { code: string; message: string } }

export function outcomeFailed(outcome: SyncOutcome) {
  return 'error' in outcome || syncFailed(outcome.summary)
}

export function SyncReport({ outcomes }: { outcomes: SyncOutcome[] }) {
  const totals = outcomes.reduce(
    (sum, outcome) =>
      'summary' in outcome
        ? {
            sites: sum.sites + outcome.summary.sites,
            devices: sum.devices + outcome.summary.devices,
            clients: sum.clients + outcome.summary.clients,
          }
        : sum,
    { sites: 0, devices: 0, clients: 0 }
  )
  const failures = outcomes.filter(outcomeFailed).length
  return (
    <Box flexDirection="column">
      {outcomes.map((outcome) => (
        <Box key={outcome.controllerId} flexDirection="column">
          {'error' in outcome ? (
            <Text>
              <Text color="red">✖</Text> #{outcome.controllerId} {outcome.alias}:{' '}
              {outcome.error.message}
            </Text>
          ) : (
            <>
              <Text>
                <Text color={syncFailed(outcome.summary) ? 'yellow' : 'green'}>
                  {syncFailed(outcome.summary) ? '!' : '✔'}
                </Text>{' '}
                #{outcome.controllerId} {outcome.alias}: {outcome.summary.status.replace('_', ' ')},{' '}
                {outcome.summary.sites} sites ({outcome.summary.boundSites} bound),{' '}
                {outcome.summary.devices} devices, {outcome.summary.clients} clients in{' '}
                {(outcome.summary.durationMs / 1000).toFixed(1)} s
              </Text>
              {outcome.summary.failures.map((failure, index) => (
                <Text key={index} color="yellow">
                  {'  '}site {failure.siteId ?? '-'}: {failure.message} ({failure.code})
                </Text>
              ))}
            </>
          )}
        </Box>
      ))}
      <Text bold>
        {count(outcomes.length, 'controller')}: {count(totals.sites, 'site')},{' '}
        {count(totals.devices, 'device')}, {count(totals.clients, 'client')}, {failures}{' '}
        {failures === 1 ? 'failure' : 'failures'}
      </Text>
    </Box>
  )
}

export function renderSyncReport(
  outcomes: SyncOutcome[],
  stream: NodeJS.WriteStream = process.stdout
) {
  printElement(<SyncReport outcomes={outcomes} />, stream)
}

function count(amount: number, noun: string) {
  return `${amount} ${noun}${amount === 1 ? '' : 's'}`
}
