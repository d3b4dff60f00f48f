import { FileInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** Photos of the camera or the gallery, checked again by the server (type by content, 10 MB each). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif'
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024

export function PhotoPicker({
  value,
  onChange,
  error,
  label,
}: {
  value: File[]
  onChange: (files: File[]) => void
  error?: string
  label: string
}) {
  const { t } = useTranslation('installationReports')
  const tooLarge = value.find((file) => file.size > PHOTO_MAX_BYTES)
  return (
    <FileInput
      multiple
      clearable
      accept={PHOTO_ACCEPT}
      label={label}
      placeholder={t('photos.placeholder')}
      description={t('photos.hint')}
      value={value}
      onChange={onChange}
      error={tooLarge ? t('photos.tooLarge', { name: tooLarge.name }) : error}
    />
  )
}
