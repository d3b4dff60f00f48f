import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { importTenants } from '../api/tenant-writes'
import type { CsvLineError } from '../api/types'

const MAX_KB = 500

type Check = { ok: true; count: number } | { ok: false; message: string; lines: CsvLineError[] }

/** Why the server refused the file: its summary, and each bad line as it named it (the errors carry `line`). */
function refusal(t: TFunction, error: unknown): Check {
  if (!isApiError(error)) return { ok: false, message: errorMessage(t, error), lines: [] }
  const lines = error.fieldErrors.filter(
    (entry): entry is CsvLineError => typeof (entry as Partial<CsvLineError>).line === 'number'
  )
  const format = lines.find((entry) => entry.rule === 'csv_format')
  const message =
    error.code === 'E_TENANT_CSV_WRONG_FORMAT'
      ? t('import.wrongFormat', { line: format?.line ?? 1 })
      : error.code === 'E_TENANT_CSV_INVALID'
        ? t('import.invalid', { count: lines.length })
        : errorMessage(t, error)
  return { ok: false, message, lines }
}

/**
 * CSV import in two steps: the file is checked first (a dry run: every bad line named, nothing written), then
 * imported. The server checks the whole file again and writes all of it or nothing.
 */
export function ImportModal({ locationId, onClose }: { locationId: number; onClose: () => void }) {
  const { t } = useTranslation('tenants')
  const [file, setFile] = useState<File | null>(null)
  const [check, setCheck] = useState<Check | null>(null)
  const [busy, setBusy] = useState(false)

  const choose = (chosen: File | null) => {
    setFile(chosen)
    setCheck(null)
  }

  const run = async (dryRun: boolean) => {
    if (!file) return
    setBusy(true)
    try {
      const result = await importTenants(locationId, file, dryRun)
      if (dryRun) setCheck({ ok: true, count: result.count })
      else {
        toast('success', t('import.done', { count: result.imported }))
        onClose()
      }
    } catch (error) {
      setCheck(refusal(t, error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      title={t('import.title')}
      centered
      size="lg"
    >
      <Stack>
        <Text size="sm">{t('import.intro')}</Text>
        <Text size="sm" ff="monospace" c="dimmed">
          name,email
          <br />
          Jan Peeters,jan@example.be
        </Text>
        <FileInput
          label={t('import.file')}
          description={t('import.fileHint', { max: MAX_KB })}
          placeholder={t('import.choose')}
          accept=".csv,text/csv"
          clearable
          value={file}
          onChange={choose}
        />
        {check?.ok && (
          <Alert color="teal" role="status">
            {t('import.ready', { count: check.count })}
          </Alert>
        )}
        {check && !check.ok && (
          <Alert color="red" role="alert" title={check.message}>
            {check.lines.length > 0 && (
              <ScrollArea.Autosize mah={220}>
                <List size="sm" aria-label={t('import.lines')}>
                  {check.lines.map((entry) => (
                    <List.Item key={`${entry.line}-${entry.rule}`}>{entry.message}</List.Item>
                  ))}
                </List>
              </ScrollArea.Autosize>
            )}
            <Text size="sm" mt="xs">
              {t('import.nothingWritten')}
            </Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          {check?.ok ? (
            <Button loading={busy} onClick={() => run(false)}>
              {t('import.submit', { count: check.count })}
            </Button>
          ) : (
            <Button loading={busy} disabled={!file} onClick={() => run(true)}>
              {t('import.check')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  )
}
