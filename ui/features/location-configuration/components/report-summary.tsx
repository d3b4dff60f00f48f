import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { downloadReport } from '../api/configuration'

const CHECK_COLOR = { ok: 'green', failed: 'red', unreadable: 'orange', declared: 'gray' } as const
const DECLARED = [
  'simPresent',
  'fritzboxPresent',
  'pppoe',
  'vlans',
  'option138',
  'option43',
  'wifiCheck',
  'guestPortal',
] as const
const CHECKED = ['sitesCreatedAndLinked', 'devicesAdopted', 'wlansPresent'] as const

/** The completed configuration report (spec §3): the live-checked facts marked as such, and its PDF. */
export function ReportSummary({
  locationId,
  report,
}: {
  locationId: number
  report: Record<string, any>
}) {
  const { t, i18n } = useTranslation('locationConfiguration')
  const [busy, setBusy] = useState(false)
  const yes = (value: boolean) => t(value ? 'summary.yes' : 'summary.no')
  const download = async () => {
    setBusy(true)
    try {
      await downloadReport(locationId)
    } catch (error) {
      toast('error', errorMessage(t, error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={0}>
            <Title order={2} fz="h3">
              {t('summary.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('summary.completed', {
                date: new Date(report.completedAt).toLocaleString(i18n.language),
              })}
            </Text>
          </Stack>
          <Button onClick={download} loading={busy}>
            {t('summary.download')}
          </Button>
        </Group>
        <Table.ScrollContainer minWidth={280}>
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>{t('type.configType')}</Table.Th>
                <Table.Td>{t(`type.configTypes.${report.configType}`)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('type.controller')}</Table.Th>
                <Table.Td>{`${report.controller ?? ''} · ${report.site ?? ''}`}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('steps.access_point')}</Table.Th>
                <Table.Td>
                  {t('summary.devices', {
                    gateways: t('summary.routers', {
                      count: Number(report.devices?.gateways ?? 0),
                    }),
                    switches: t('summary.switches', {
                      count: Number(report.devices?.switches ?? 0),
                    }),
                    aps: t('summary.accessPoints', { count: Number(report.devices?.aps ?? 0) }),
                  })}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('report.internetType')}</Table.Th>
                <Table.Td>{t(`report.internetTypes.${report.internetType}`)}</Table.Td>
              </Table.Tr>
              {DECLARED.map((field) => (
                <Table.Tr key={field}>
                  <Table.Th>{t(`report.${field}`)}</Table.Th>
                  <Table.Td>{yes(report[field])}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Th>{t('steps.wlans')}</Table.Th>
                <Table.Td>{(report.wlanNames ?? []).join(', ')}</Table.Td>
              </Table.Tr>
              {CHECKED.map((field) => (
                <Table.Tr key={field}>
                  <Table.Th>{t(`summary.${field}`)}</Table.Th>
                  <Table.Td>
                    <Badge color={CHECK_COLOR[report[field]?.result as keyof typeof CHECK_COLOR]}>
                      {t(`summary.checks.${report[field]?.result ?? 'declared'}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {report.overrideReason && (
          <Text size="sm" c="orange">
            {t('summary.override', { reason: report.overrideReason })}
          </Text>
        )}
      </Stack>
    </Card>
  )
}
