import { Alert, Card, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { errorMessage } from '@/lib/i18n/error-message'
import { useSession } from '@/lib/session/session-store'
import { useConfiguration, useConfigurationReport } from '../api/configuration'
import { useInstall } from '../api/install'
import { ConfigurationWizard } from '../components/configuration-wizard'
import { ReportSummary } from '../components/report-summary'
import { FinishInstall } from '../components/finish-install'

/**
 * /locations/configuration?location=: the venue's road to live. Admins and installers get the work: while the venue
 * is to deploy or ready for configuration, the six-step wizard; then its configuration report with the
 * finish-install flow; once live, the report and who installed it. Everyone else reads the report once completed.
 */
export default function LocationConfigurationPage() {
  const installs = useSession(
    (session) => session.user.isAdmin || session.user.accountRole === 'installer'
  )
  const [params] = useSearchParams()
  const locationId = Number(params.get('location'))
  return installs ? (
    <InstallationWork locationId={locationId} />
  ) : (
    <ReportOnly locationId={locationId} />
  )
}

function ReportOnly({ locationId }: { locationId: number }) {
  const { t } = useTranslation('locationConfiguration')
  const { data, error } = useConfigurationReport(locationId, true)
  if (error)
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, error)}
      </Alert>
    )
  if (!data)
    return (
      <Skeleton height={240} radius="lg" role="status" aria-label={t('common:loading.label')} />
    )
  return data.report ? (
    <ReportSummary locationId={locationId} report={data.report} />
  ) : (
    <Text c="dimmed">{t('summary.none')}</Text>
  )
}

function InstallationWork({ locationId }: { locationId: number }) {
  const { t, i18n } = useTranslation('locationConfiguration')
  const { data, error } = useConfiguration(locationId)
  const { data: install } = useInstall(locationId)

  if (error)
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, error)}
      </Alert>
    )
  if (!data)
    return (
      <Skeleton height={240} radius="lg" role="status" aria-label={t('common:loading.label')} />
    )
  const installer = install?.installers.find((row) => row.id === install.finished?.installerId)

  return (
    <Stack gap="lg">
      <Title order={2} fz="h3">
        {t('title')}
      </Title>
      {data.editable ? (
        <ConfigurationWizard configuration={data} key={data.completedAt ?? 'open'} />
      ) : !data.report ? (
        <Text c="dimmed">{t('notEditable')}</Text>
      ) : (
        <ReportSummary locationId={locationId} report={data.report} />
      )}
      {install?.finishable && data.report && <FinishInstall install={install} />}
      {install?.finished && (
        <Card withBorder radius="lg" padding="lg">
          <Text fw={600}>{t('install.done')}</Text>
          <Text size="sm" c="dimmed">
            {t('install.finishedOn', {
              date: new Date(String(install.finished.finishedAt)).toLocaleString(i18n.language),
              installer: installer?.name ?? '—',
            })}
          </Text>
        </Card>
      )}
    </Stack>
  )
}
