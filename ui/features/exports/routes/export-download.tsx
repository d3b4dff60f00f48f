import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { Link, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/i18n/error-message'
import { saveFile } from '@/lib/save-file'
import { downloadExport, exportFileName, isExportKind } from '../api/export-download'

type State =
  | { step: 'loading' }
  | { step: 'ready'; file: Blob; name: string }
  | { step: 'failed'; message: string }

/**
 * Opened from an export mail: `/exports/{guests|inventory}/{token}`. The route needs a session, so a signed-out reader
 * signs in first and comes back here; the file then downloads only for the user the link was mailed to.
 */
export default function ExportDownloadPage() {
  const { t } = useTranslation('system')
  const { kind, token } = useParams()
  const [state, setState] = useState<State>({ step: 'loading' })
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    if (!isExportKind(kind) || !token)
      return setState({ step: 'failed', message: t('exportDownload.notYours') })
    downloadExport(kind, token)
      .then(async (file) => {
        const name = await exportFileName(kind, file)
        saveFile(file, name)
        setState({ step: 'ready', file, name })
      })
      .catch((error) =>
        setState({
          step: 'failed',
          message:
            isApiError(error) && error.status === 404
              ? t('exportDownload.notYours')
              : errorMessage(t, error),
        })
      )
  }, [kind, token])

  return (
    <Stack gap="lg" maw={560}>
      <Title order={1} fz="h2">
        {t('exportDownload.title')}
      </Title>
      {state.step === 'loading' && (
        <Stack align="center" gap="sm">
          <Loader size="sm" />
          <Text size="sm">{t('exportDownload.downloading')}</Text>
        </Stack>
      )}
      {state.step === 'ready' && (
        <>
          <Text>{t('exportDownload.ready')}</Text>
          <Button
            variant="default"
            w="fit-content"
            onClick={() => saveFile(state.file, state.name)}
          >
            {t('exportDownload.again')}
          </Button>
        </>
      )}
      {state.step === 'failed' && (
        <>
          <Alert color="red" role="alert">
            {state.message}
          </Alert>
          <Anchor component={Link} to={paths.dashboard} size="sm">
            {t('exportDownload.toDashboard')}
          </Anchor>
        </>
      )}
    </Stack>
  )
}
