import { Button, Checkbox, Group, Paper, Stack, Textarea, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { isApiError } from '@/lib/api/api-error'
import { toast } from '@/lib/toast'
import { addInstallationReport } from '../api/installation-reports'
import { PHOTO_MAX_BYTES, PhotoPicker } from './photo-picker'

const EMPTY = { bridgePresent: false, failoverPresent: false, guestWifiOk: false, notes: '' }

/** What the installer found on site (spec §3 Installation report), with photos. */
export function ReportForm({ locationId }: { locationId: number }) {
  const { t } = useTranslation('installationReports')
  const [fields, setFields] = useState(EMPTY)
  const [photos, setPhotos] = useState<File[]>([])
  const [photoError, setPhotoError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const check = (key: keyof typeof EMPTY) => (
    <Checkbox
      label={t(`fields.${key}`)}
      checked={Boolean(fields[key])}
      onChange={(event) => setFields({ ...fields, [key]: event.currentTarget.checked })}
    />
  )

  const submit = async () => {
    setBusy(true)
    setPhotoError(undefined)
    try {
      await addInstallationReport(locationId, { ...fields, photos })
      toast('success', t('saved'))
      setFields(EMPTY)
      setPhotos([])
    } catch (error) {
      // A refused photo names itself (photos.2): say which one.
      const field = isApiError(error) ? error.fieldErrors[0]?.field : undefined
      const index = field?.startsWith('photos.') ? Number(field.slice(7)) : Number.NaN
      const message = errorMessage(t, error)
      if (Number.isInteger(index) && photos[index])
        setPhotoError(`${photos[index].name}: ${message}`)
      else toast('error', message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('new')}
        </Title>
        {check('bridgePresent')}
        {check('failoverPresent')}
        {check('guestWifiOk')}
        <Textarea
          label={t('fields.notes')}
          value={fields.notes}
          onChange={(event) => setFields({ ...fields, notes: event.currentTarget.value })}
          rows={3}
          maxLength={2000}
        />
        <PhotoPicker
          label={t('fields.photos')}
          value={photos}
          onChange={setPhotos}
          error={photoError}
        />
        <Group justify="flex-end">
          <Button
            onClick={submit}
            loading={busy}
            disabled={photos.some((photo) => photo.size > PHOTO_MAX_BYTES)}
          >
            {t('add')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
