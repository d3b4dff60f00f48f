import { Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { PreviewFrame, useServerPreview } from '@/components/server-preview'
import {
  previewStatusPage,
  type PageLanguage,
  type StatusPageDraft,
  type StatusSubjectType,
} from '../api/status-page'

/** Waits this long after the last keystroke before asking for a new preview. */
export const PREVIEW_DELAY_MS = 400

interface StatusPagePreviewProps {
  type: StatusSubjectType
  id: number
  draft: StatusPageDraft
  language: PageLanguage
}

/**
 * The public page as the form stands, rendered by the server from the unsaved draft and shown in a sandboxed frame
 * (no script runs in it, nothing in it reaches the app).
 */
export function StatusPagePreview({ type, id, draft, language }: StatusPagePreviewProps) {
  const { t } = useTranslation('statusPage')
  const wanted = JSON.stringify(draft)
  const { html, error } = useServerPreview(
    `${type}|${id}|${wanted}|${language}`,
    PREVIEW_DELAY_MS,
    (signal) => previewStatusPage(type, id, JSON.parse(wanted) as StatusPageDraft, language, signal)
  )

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('preview.hint')}
      </Text>
      <PreviewFrame html={html} error={error} title={t('preview.title')} />
    </Stack>
  )
}
