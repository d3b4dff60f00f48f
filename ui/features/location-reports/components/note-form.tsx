import { Button, FileInput, Group, Stack, Textarea } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { addReportNote } from '../api/report-notes'

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,application/pdf'

/** A new running note of the installer, with photos or PDF files (10 MB each, checked by the server). */
export function NoteForm({ locationId }: { locationId: number }) {
  const { t } = useTranslation('installationReports')
  const [body, setBody] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    setBusy(true)
    try {
      await addReportNote(locationId, body.trim(), files)
      setBody('')
      setFiles([])
    } catch (error) {
      toast('error', errorMessage(t, error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack gap="xs">
      <Textarea
        label={t('notes.new')}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        rows={3}
        maxLength={4000}
      />
      <FileInput
        multiple
        clearable
        accept={ACCEPT}
        label={t('notes.files')}
        placeholder={t('photos.placeholder')}
        value={files}
        onChange={setFiles}
      />
      <Group justify="flex-end">
        <Button onClick={submit} disabled={!body.trim()} loading={busy}>
          {t('notes.add')}
        </Button>
      </Group>
    </Stack>
  )
}
