import { Alert, Group, Paper, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
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
  const [html, setHtml] = useState<string | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [mode, setMode] = useState<'form' | 'offline'>('form')
  const wanted = JSON.stringify(draft)

  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(() => {
      previewPortal(locationId, JSON.parse(wanted) as PortalDraft, language, mode === 'offline', controller.signal)
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
  }, [locationId, wanted, language, mode, version])

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
