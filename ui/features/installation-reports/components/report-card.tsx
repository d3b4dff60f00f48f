import {
  Badge,
  Button,
  Group,
  Image,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { changeReportPhotos, type InstallationReport } from '../api/installation-reports'
import { PhotoPicker } from './photo-picker'

type Photo = InstallationReport['photos'][number]

/** One report: the three checks, the notes and the photos as thumbnails that open full size. */
export function ReportCard({
  report,
  canWrite,
}: {
  report: InstallationReport
  canWrite: boolean
}) {
  const { t, i18n } = useTranslation('installationReports')
  const [open, setOpen] = useState<Photo | null>(null)
  const [adding, setAdding] = useState<File[]>([])
  const [busy, setBusy] = useState(false)
  const check = (key: 'bridge_present' | 'failover_present' | 'guest_wifi_ok', label: string) => (
    <Badge color={report[key] ? 'green' : 'gray'} variant="light">
      {label}: {t(report[key] ? 'yes' : 'no')}
    </Badge>
  )
  const change = async (add: File[], remove: number[]) => {
    setBusy(true)
    try {
      await changeReportPhotos(report.location_id, report.id, { add, remove })
      setAdding([])
      setOpen(null)
    } catch (error) {
      toast('error', errorMessage(t, error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-label={t('reportOf', {
        date: new Date(report.created_at).toLocaleString(i18n.language),
      })}
    >
      <Stack gap="sm">
        <div>
          <Title order={3} fz="h5">
            {t('reportOf', { date: new Date(report.created_at).toLocaleString(i18n.language) })}
          </Title>
          {report.author && (
            <Text size="sm" c="dimmed">
              {t('by', { name: report.author.name })}
            </Text>
          )}
        </div>
        <Group gap="xs">
          {check('bridge_present', t('fields.bridgePresent'))}
          {check('failover_present', t('fields.failoverPresent'))}
          {check('guest_wifi_ok', t('fields.guestWifiOk'))}
        </Group>
        {report.notes && <Text style={{ whiteSpace: 'pre-wrap' }}>{report.notes}</Text>}
        {report.photos.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            {report.photos.map((photo) => (
              <button
                key={photo.id}
                type="button"
                onClick={() => setOpen(photo)}
                style={{ padding: 0, border: 0, background: 'none', cursor: 'zoom-in' }}
                aria-label={t('photos.open', { name: photo.name })}
              >
                <Image src={photo.thumbnail_url} alt={photo.name} radius="sm" h={120} fit="cover" />
              </button>
            ))}
          </SimpleGrid>
        )}
        {canWrite && (
          <Group align="flex-end" wrap="wrap">
            <div style={{ flex: 1, minWidth: 200 }}>
              <PhotoPicker label={t('photos.more')} value={adding} onChange={setAdding} />
            </div>
            <Button
              variant="default"
              disabled={adding.length === 0}
              loading={busy}
              onClick={() => change(adding, [])}
            >
              {t('photos.add')}
            </Button>
          </Group>
        )}
      </Stack>
      {open && (
        <Modal
          opened
          onClose={() => setOpen(null)}
          title={open.name}
          size="xl"
          closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        >
          <Stack>
            <Image src={open.url} alt={open.name} />
            {canWrite && (
              <Group justify="flex-end">
                <Button
                  color="red"
                  variant="light"
                  loading={busy}
                  onClick={() => change([], [open.id])}
                >
                  {t('photos.remove')}
                </Button>
              </Group>
            )}
          </Stack>
        </Modal>
      )}
    </Paper>
  )
}
