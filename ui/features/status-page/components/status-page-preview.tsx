import { Alert, Paper, Skeleton, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { previewStatusPage, type PageLanguage, type StatusPageDraft, type StatusSubjectType } from '../api/status-page'

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
  const [html, setHtml] = useState<string | null>(null)
  const [error, setError] = useState<unknown>(null)
  const wanted = JSON.stringify(draft)

  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(() => {
      previewStatusPage(type, id, JSON.parse(wanted) as StatusPageDraft, language, controller.signal)
        .then((page) => {
          setHtml(page)
          setError(null)
        })
        .catch((failure: unknown) => {
          if (!controller.signal.aborted) setError(failure)
        })
    }, PREVIEW_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [type, id, wanted, language])

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('preview.hint')}
      </Text>
      {error !== null && (
        <Alert color="yellow" role="status">
          {errorMessage(t, error)}
        </Alert>
      )}
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        {html === null ? (
          <Skeleton height={640} aria-label={t('common:loading.label')} />
        ) : (
          <iframe title={t('preview.title')} srcDoc={html} sandbox="" style={{ display: 'block', width: '100%', height: 640, border: 0, background: '#f3f5f7' }} />
        )}
      </Paper>
    </Stack>
  )
}
