import { Alert, Paper, Skeleton } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'

/**
 * A public page drawn by the server from an unsaved draft, asked for `delayMs` after the last change (`key` is the
 * draft and whatever else decides the page, as a string); a newer change cancels the request under way.
 */
export function useServerPreview(
  key: string,
  delayMs: number,
  load: (signal: AbortSignal) => Promise<string>
) {
  const [html, setHtml] = useState<string | null>(null)
  const [error, setError] = useState<unknown>(null)
  const loadRef = useRef(load)
  loadRef.current = load

  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(() => {
      loadRef
        .current(controller.signal)
        .then((page) => {
          setHtml(page)
          setError(null)
        })
        .catch((failure: unknown) => {
          if (!controller.signal.aborted) setError(failure)
        })
    }, delayMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [key, delayMs])

  return { html, error }
}

/** The preview in a sandboxed frame: no script runs in it, nothing in it reaches the app. */
export function PreviewFrame({
  html,
  error,
  title,
}: {
  html: string | null
  error: unknown
  title: string
}) {
  const { t } = useTranslation()
  return (
    <>
      {error !== null && (
        <Alert color="yellow" role="status">
          {errorMessage(t, error)}
        </Alert>
      )}
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        {html === null ? (
          <Skeleton height={640} aria-label={t('common:loading.label')} />
        ) : (
          <iframe
            title={title}
            srcDoc={html}
            sandbox=""
            style={{
              display: 'block',
              width: '100%',
              height: 640,
              border: 0,
              background: '#f3f5f7',
            }}
          />
        )}
      </Paper>
    </>
  )
}
