import { Group, SegmentedControl, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PreviewFrame, useServerPreview } from '@/components/server-preview'
import { previewPortal, type PortalDraft, type PortalLanguage } from '../api/portal'

/** Waits this long after the last keystroke before asking for a new preview. */
export const PREVIEW_DELAY_MS = 300

interface PortalPreviewProps {
  locationId: number
  draft: PortalDraft
  language: PortalLanguage
  /** Changes when an image was uploaded: the saved draft the preview draws on changed. */
  version: string
}

/**
 * The real guest page drawn by the server from the form as it stands (nothing saved), in a sandboxed frame: no
 * script runs in it, nothing in it reaches the app. Follows the language tab open in the form.
 */
export function PortalPreview({ locationId, draft, language, version }: PortalPreviewProps) {
  const { t } = useTranslation('portal')
  const [mode, setMode] = useState<'form' | 'offline'>('form')
  const wanted = JSON.stringify(draft)
  const { html, error } = useServerPreview(
    `${locationId}|${wanted}|${language}|${mode}|${version}`,
    PREVIEW_DELAY_MS,
    (signal) =>
      previewPortal(
        locationId,
        JSON.parse(wanted) as PortalDraft,
        language,
        mode === 'offline',
        signal
      )
  )

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t('preview.hint')}
        </Text>
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={(value) => setMode(value as 'form' | 'offline')}
          aria-label={t('preview.mode')}
          data={[
            { value: 'form', label: t('preview.form') },
            { value: 'offline', label: t('preview.offline') },
          ]}
        />
      </Group>
      <PreviewFrame html={html} error={error} title={t('preview.title')} />
    </Stack>
  )
}
