import { Box, Text } from 'ink'
import type { SyncSummary } from '../lib/controllers-api.js'
import { syncFailed } from '../lib/controllers-api.js'
import { decimal, text } from '../lib/texts.js'
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
              <Text color="red">✖</Text>{' '}
              {text('syncNotSynced', {
                id: outcome.controllerId,
                alias: outcome.alias,
                message: outcome.error.message,
              })}
            </Text>
          ) : (
            <>
              <Text>
                <Text color={syncFailed(outcome.summary) ? 'yellow' : 'green'}>
                  {syncFailed(outcome.summary) ? '!' : '✔'}
                </Text>{' '}
                {syncedLine(outcome.controllerId, outcome.alias, outcome.summary)}
              </Text>
              {outcome.summary.failures.map((failure, index) => (
                <Text key={index} color="yellow">
                  {'  '}
                  {text('syncSiteFailed', {
                    site: failure.siteId ?? '-',
                    message: failure.message,
                    code: failure.code,
                  })}
                </Text>
              ))}
            </>
          )}
        </Box>
      ))}
      <Text bold>
        {text('syncTotals', {
          controllers: text('syncControllers', { count: outcomes.length }),
          sites: text('syncSites', { count: totals.sites }),
          devices: text('syncDevices', { count: totals.devices }),
          clients: text('syncClients', { count: totals.clients }),
          failures: text('syncFailures', { count: failures }),
        })}
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

function syncedLine(id: number, alias: string, summary: SyncSummary) {
  return text('syncSynced', {
    id,
    alias,
    status: text(`syncStatus_${summary.status}`),
    sites: text('syncSites', { count: summary.sites }),
    bound: text('syncBound', { count: summary.boundSites }),
    devices: text('syncDevices', { count: summary.devices }),
    clients: text('syncClients', { count: summary.clients }),
    seconds: decimal(summary.durationMs / 1000),
  })
}
