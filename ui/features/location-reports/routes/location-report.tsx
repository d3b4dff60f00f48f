import { ActionIcon, Anchor, Button, Group, Image, Paper, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCurrentLocationId } from '@/lib/session/use-current-location-id'
import { useSession } from '@/lib/session/session-store'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { deleteReportNote, downloadReportPdf, useReportNotes } from '../api/report-notes'
import { NoteForm } from '../components/note-form'

/** The venue's report tab: the installer's running notes with files; they also show in the venue's history. */
export default function LocationReportPage() {
  const { t, i18n } = useTranslation('installationReports')
  const id = useCurrentLocationId()
  const me = useSession((session) => session.user)
  const canWrite = me.isAdmin || me.accountRole === 'installer'
  const { data } = useReportNotes(id ?? 0)
  const [busy, setBusy] = useState(false)
  if (!id) return null
  const download = async () => {
    setBusy(true)
    try {
      await downloadReportPdf(id)
    } catch (error) {
      toast('error', errorMessage(t, error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack gap="lg">
      <Group justify="flex-end">
        <Button variant="default" onClick={download} loading={busy} disabled={!data?.data.length}>
          {t('exportPdf')}
        </Button>
      </Group>
      {canWrite && <NoteForm locationId={id} />}
      {data?.data.length === 0 && <Text c="dimmed">{t('notes.empty')}</Text>}
      {data?.data.map((note) => (
        <Paper key={note.id} withBorder p="sm" component="article">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed">
                {note.author?.name ?? '–'} ·{' '}
                {new Date(note.created_at).toLocaleString(i18n.language)}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{note.body}</Text>
              <Group gap="xs">
                {note.attachments.map((file) =>
                  file.thumbnail_url ? (
                    <Anchor key={file.id} href={file.url} target="_blank" rel="noreferrer">
                      <Image
                        src={file.thumbnail_url}
                        alt={file.name}
                        h={72}
                        w={72}
                        fit="cover"
                        radius="sm"
                      />
                    </Anchor>
                  ) : (
                    <Anchor key={file.id} href={file.url} size="sm">
                      {file.name}
                    </Anchor>
                  )
                )}
              </Group>
            </Stack>
            {canWrite && (me.isAdmin || note.author?.id === me.id) && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('notes.delete')}
                onClick={() =>
                  deleteReportNote(id, note.id).catch((error) =>
                    toast('error', errorMessage(t, error))
                  )
                }
              >
                ×
              </ActionIcon>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  )
}
