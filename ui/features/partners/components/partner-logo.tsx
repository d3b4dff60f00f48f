import { Alert, FileButton, Button, Group, Image, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { uploadPartnerLogo } from '../api/partner-self'
import type { Partner } from '../api/types'

const IMAGE_MAX_BYTES = 5 * 1024 * 1024

/** Logo upload: PNG, JPEG or WebP up to 5 MB (spec §9), checked here and on the server. */
export function PartnerLogo({ partner }: { partner: Partner }) {
  const { t } = useTranslation('partners')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const upload = async (file: File | null) => {
    if (!file) return
    setError(null)
    if (file.size > IMAGE_MAX_BYTES) return setError(t('logo.tooLarge'))
    setBusy(true)
    try {
      await uploadPartnerLogo(partner.id, file)
      toast('success', t('logo.uploaded'))
    } catch (failure) {
      setError(errorMessage(t, failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="sm">
      <Text fw={600}>{t('logo.title')}</Text>
      {partner.logo ? (
        <Image
          src={partner.logo}
          alt={t('logo.alt', { name: partner.name })}
          w={160}
          fit="contain"
        />
      ) : (
        <Text c="dimmed">{t('logo.none')}</Text>
      )}
      <Group>
        <FileButton onChange={(file) => void upload(file)} accept="image/png,image/jpeg,image/webp">
          {(props) => (
            <Button {...props} variant="light" loading={busy}>
              {t('logo.upload')}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          {t('logo.hint')}
        </Text>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  )
}
