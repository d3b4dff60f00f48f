import { Button, Group, Skeleton, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCurrentLocationId } from '@/lib/session/use-current-location-id'
import { useSession } from '@/lib/session/session-store'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { downloadInstallationPdf, useInstallationReports } from '../api/installation-reports'
import { ReportCard } from '../components/report-card'
import { ReportForm } from '../components/report-form'

/**
 * The venue's installation report tab: admins and installers add reports with photos; everyone who sees the venue
 * reads them over time and downloads them as a PDF.
 */
export default function LocationInstallationPage() {
  const { t } = useTranslation('installationReports')
  const id = useCurrentLocationId()
  const canWrite = useSession(
    (session) => session.user.isAdmin || session.user.accountRole === 'installer'
  )
  const { data } = useInstallationReports(id ?? 0)
  const [busy, setBusy] = useState(false)
  if (!id) return null
  const download = async () => {
    setBusy(true)
    try {
      await downloadInstallationPdf(id)
    } catch (error) {
      toast('error', errorMessage(t, error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {t('intro')}
        </Text>
        <Button variant="default" onClick={download} loading={busy} disabled={!data?.data.length}>
          {t('exportPdf')}
        </Button>
      </Group>
      {canWrite && <ReportForm locationId={id} />}
      {!data && <Skeleton height={160} />}
      {data?.data.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
      {data?.data.map((report) => (
        <ReportCard key={report.id} report={report} canWrite={canWrite} />
      ))}
    </Stack>
  )
}
