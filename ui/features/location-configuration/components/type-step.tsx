import { Alert, Button, Select, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useControllers, useSites, useVendorFiles, type Configuration } from '../api/configuration'
import { useStepSubmit } from './use-step-submit'

const CONFIG_TYPES = ['full', 'wifi_only', 'router_only'] as const

/** Step 1: what is configured, on which controller and site, with which configuration file. */
export function TypeStep({
  configuration,
  values,
  onSaved,
}: {
  configuration: Configuration
  values: Record<string, any> | null
  onSaved: () => void
}) {
  const { t } = useTranslation('locationConfiguration')
  const locationId = configuration.locationId
  const [configType, setConfigType] = useState<string>(values?.configType ?? 'full')
  const [controllerId, setControllerId] = useState<number | null>(values?.controllerId ?? null)
  const [siteId, setSiteId] = useState<string | null>(values?.siteId ?? null)
  const [fileId, setFileId] = useState<number | null>(values?.configFileId ?? null)
  const { data: controllers } = useControllers()
  const controller = controllers?.find((row) => row.id === controllerId) ?? null
  const { data: sites } = useSites(controllerId)
  const { data: files } = useVendorFiles(controller?.vendor ?? null)
  const file = files?.find((row) => row.id === fileId) ?? null
  const { submit, errors, message, busy } = useStepSubmit(locationId, 'type')

  const save = async () => {
    const saved = await submit(
      {
        configType,
        vendor: controller?.vendor,
        controllerId: controllerId ?? undefined,
        siteId: siteId ?? undefined,
        configFileId: fileId,
      },
      {
        vendor: controller?.vendorName ?? controller?.vendor,
        version: controller?.version ?? '?',
        min: file?.minVersion ?? '',
        max: file?.maxVersion ?? '…',
      }
    )
    if (saved) onSaved()
  }

  return (
    <Stack gap="sm" maw={520}>
      <Select
        label={t('type.configType')}
        data={CONFIG_TYPES.map((value) => ({ value, label: t(`type.configTypes.${value}`) }))}
        value={configType}
        onChange={(value) => setConfigType(value ?? 'full')}
        allowDeselect={false}
        error={errors.configType}
      />
      <Select
        label={t('type.controller')}
        data={(controllers ?? []).map((row) => ({
          value: String(row.id),
          label: `${row.alias} · ${row.vendorName ?? row.vendor}${row.version ? ` ${row.version}` : ''}`,
        }))}
        value={controllerId ? String(controllerId) : null}
        onChange={(value) => {
          setControllerId(value ? Number(value) : null)
          setSiteId(null)
          setFileId(null)
        }}
        searchable
        error={errors.controllerId ?? errors.vendor}
      />
      <Select
        label={t('type.site')}
        data={(sites ?? []).map((site) => ({
          value: site.id,
          label:
            site.location && site.location.id !== locationId
              ? `${site.name} (${t('type.siteTaken', { name: site.location.name })})`
              : site.name,
        }))}
        value={siteId}
        onChange={setSiteId}
        disabled={!controllerId}
        nothingFoundMessage={t('type.noSites')}
        searchable
        error={errors.siteId}
      />
      <Select
        label={t('type.configFile')}
        data={(files ?? []).map((row) => ({
          value: String(row.id),
          label: `${row.name} (${t('type.range', { min: row.minVersion, max: row.maxVersion ?? '…' })})`,
        }))}
        value={fileId ? String(fileId) : null}
        onChange={(value) => setFileId(value ? Number(value) : null)}
        disabled={!controller}
        nothingFoundMessage={t('type.noFiles')}
        clearable
        error={errors.configFileId}
      />
      {message && (
        <Alert color="red" role="alert">
          {message}
        </Alert>
      )}
      <Button onClick={save} loading={busy} disabled={!controllerId || !siteId}>
        {t('save')}
      </Button>
    </Stack>
  )
}
