import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import type { BulkResult } from '../api/inventory'
import { bulkImport } from '../api/inventory-writes'

type Mode = 'add' | 'deduct' | 'count'
type LineError = { field: string; line: number; rule: string; message: string }
type Check = { ok: true; result: BulkResult } | { ok: false; message: string; lines: LineError[] }

/** A delivery, deduction or count from a CSV: checked first (every bad line named), then written all or nothing. */
export function BulkImportModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('inventory')
  const [file, setFile] = useState<File | null>(null)
  const [mode, setMode] = useState<Mode>('add')
  const [check, setCheck] = useState<Check | null>(null)
  const [busy, setBusy] = useState(false)

  const run = async (dryRun: boolean) => {
    if (!file) return
    setBusy(true)
    try {
      const result = await bulkImport(file, { dryRun, mode })
      if (dryRun) setCheck({ ok: true, result })
      else {
        toast(
          'success',
          t('bulk.done', {
            lines: t('bulk.lineCount', { count: result.lines }),
            units: t('bulk.unitCount', { count: result.units }),
          })
        )
        onClose()
      }
    } catch (error) {
      const lines = isApiError(error)
        ? error.fieldErrors.filter(
            (entry): entry is LineError => typeof (entry as Partial<LineError>).line === 'number'
          )
        : []
      setCheck({ ok: false, message: errorMessage(t, error), lines })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('bulk.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      centered
      size="lg"
    >
      <Stack>
        <Text size="sm">{t('bulk.intro')}</Text>
        <Text size="sm" ff="monospace" c="dimmed">
          ean,quantity,serial
          <br />
          5412345678900,5,
        </Text>
        <SegmentedControl
          value={mode}
          onChange={(value) => (setMode(value as Mode), setCheck(null))}
          data={(['add', 'deduct', 'count'] as const).map((value) => ({
            value,
            label: t(`bulk.modes.${value}`),
          }))}
        />
        <FileInput
          label={t('bulk.file')}
          placeholder={t('bulk.choose')}
          accept=".csv,text/csv"
          clearable
          value={file}
          onChange={(chosen) => (setFile(chosen), setCheck(null))}
        />
        {check?.ok && (
          <Alert color="teal" role="status">
            {t('bulk.ready', {
              lines: t('bulk.lineCount', { count: check.result.lines }),
              products: t('bulk.productCount', { count: check.result.products }),
              units: t('bulk.unitCount', { count: check.result.units }),
            })}
          </Alert>
        )}
        {check && !check.ok && (
          <Alert color="red" role="alert" title={check.message}>
            <ScrollArea.Autosize mah={220}>
              <List size="sm" aria-label={t('bulk.lines')}>
                {check.lines.map((entry) => (
                  <List.Item key={`${entry.line}-${entry.rule}`}>{entry.message}</List.Item>
                ))}
              </List>
            </ScrollArea.Autosize>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => run(true)} loading={busy} disabled={!file}>
            {t('bulk.check')}
          </Button>
          <Button onClick={() => run(false)} loading={busy} disabled={!check?.ok}>
            {t('bulk.import')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
