import {
  Alert,
  Autocomplete,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { formErrors, errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { useNetworkOverview } from '@/features/network/api/get-network-overview'
import { useControllerVendors } from '../api/vendors'
import {
  saveVenueVendorSettings,
  useVenueVendorSettings,
  type VenueVendorSettings,
} from '../api/venue-vendor-settings'

/**
 * The settings the venue's controller vendor keeps per venue (for InControl: the router's serial and the template),
 * beside the organisation and group it is bound to. Shown to admins when the bound vendor declares such settings.
 */
export function VenueVendorSettingsCard({ locationId }: { locationId: number }) {
  const { data: overview } = useNetworkOverview(locationId)
  const { data: vendors } = useControllerVendors()
  const vendorId = overview?.controller?.vendor ?? null
  const keepsSettings = vendors?.some((vendor) => vendor.id === vendorId && vendor.locationSettings)
  const {
    data: settings,
    error,
    mutate,
  } = useVenueVendorSettings(keepsSettings ? vendorId : null, locationId)
  const { t } = useTranslation('controllers')
  if (!keepsSettings) return null

  return (
    <Card withBorder>
      <Title order={2} fz="h4" mb="sm">
        {t('venueSettings.title', { vendor: settings?.vendorName ?? '' })}
      </Title>
      {error && (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      )}
      {!settings ? (
        !error && <Skeleton height={160} />
      ) : (
        <VenueSettingsForm
          key={JSON.stringify(settings.values)}
          settings={settings}
          locationId={locationId}
          onSaved={(saved) =>
            mutate({ ...saved, suggestions: settings.suggestions }, { revalidate: false })
          }
        />
      )}
    </Card>
  )
}

function VenueSettingsForm({
  settings,
  locationId,
  onSaved,
}: {
  settings: VenueVendorSettings
  locationId: number
  onSaved: (saved: VenueVendorSettings) => void
}) {
  const { t, i18n } = useTranslation('controllers')
  const names = Object.keys(settings.schema.properties)
  const form = useForm<Record<string, string>>({
    initialValues: Object.fromEntries(names.map((name) => [name, settings.values[name] ?? ''])),
  })
  const label = (name: string) =>
    i18n.exists(`controllers:venueSettings.fields.${name}`)
      ? t(`venueSettings.fields.${name}`)
      : name
  const hint = (name: string) =>
    i18n.exists(`controllers:venueSettings.hints.${name}`)
      ? t(`venueSettings.hints.${name}`)
      : undefined

  const submit = form.onSubmit(async (values) => {
    try {
      onSaved(await saveVenueVendorSettings(settings.vendor, locationId, values))
      toast('success', t('common:toasts.saved'))
    } catch (error) {
      form.setErrors(formErrors(t, error))
      if (!Object.keys(formErrors(t, error)).length) toast('error', errorMessage(t, error))
    }
  })

  const { binding } = settings
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {binding ? (
          <Text size="sm">
            {binding.parentName && t('venueSettings.parent', { name: binding.parentName }) + ' · '}
            {t('venueSettings.site', {
              name: binding.siteName ?? binding.siteId,
              controller: binding.controllerAlias,
            })}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('venueSettings.notBound')}
          </Text>
        )}
        {settings.suggestionsUnavailable && (
          <Text size="sm" c="orange">
            {t('venueSettings.suggestionsUnavailable')}
          </Text>
        )}
        {names.map((name) => {
          const choices = settings.suggestions[name] ?? []
          const common = {
            label: label(name),
            description: hint(name),
            maxLength: settings.schema.properties[name]?.maxLength,
            ...form.getInputProps(name),
          }
          return choices.length ? (
            <Autocomplete
              key={name}
              {...common}
              data={choices.map((choice) => choice.value)}
              renderOption={({ option }) =>
                `${option.value} (${choices.find((choice) => choice.value === option.value)?.label ?? ''})`
              }
            />
          ) : (
            <TextInput key={name} autoComplete="off" {...common} />
          )
        })}
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
