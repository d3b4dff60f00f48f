import { Alert, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage, fieldErrorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { IMAGE_MAX_BYTES, IMAGE_TYPES, uploadPortalImage, useKeepPortal } from '../api/portal'

interface PortalImageFieldProps {
  locationId: number
  kind: 'logo' | 'background'
  url: string | null
  disabled: boolean
}

/** A logo or background of the draft: PNG, JPEG or WebP up to 5 MB, uploaded as soon as it is chosen. */
export function PortalImageField({ locationId, kind, url, disabled }: PortalImageFieldProps) {
  const { t } = useTranslation('portal')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const keep = useKeepPortal()

  const send = async (file: File | null) => {
    if (file && file.size > IMAGE_MAX_BYTES) return setProblem(t('images.tooLarge'))
    if (file && !IMAGE_TYPES.includes(file.type)) return setProblem(t('images.wrongType'))
    setProblem(null)
    setBusy(true)
    try {
      await keep(await uploadPortalImage(locationId, kind, file))
      toast('success', t(file ? 'images.uploaded' : 'images.removed'), { source: 'portal' })
    } catch (error) {
      setProblem(
        isApiError(error) && error.fieldErrors[0]
          ? fieldErrorMessage(t, error.fieldErrors[0])
          : errorMessage(t, error)
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t(`images.${kind}`)}
      </Text>
      {url ? (
        <Image src={url} alt={t(`images.${kind}Alt`)} mah={96} maw={240} fit="contain" />
      ) : (
        <Text size="sm" c="dimmed">
          {t('images.none')}
        </Text>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      {!disabled && (
        <Group gap="xs">
          <FileButton onChange={send} accept={IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button variant="light" size="xs" loading={busy} {...props}>
                {t(url ? `images.replace.${kind}` : `images.upload.${kind}`)}
              </Button>
            )}
          </FileButton>
          {url && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={() => send(null)}
              disabled={busy}
            >
              {t(`images.remove.${kind}`)}
            </Button>
          )}
        </Group>
      )}
      <Text size="xs" c="dimmed">
        {t('images.hint')}
      </Text>
    </Stack>
  )
}
