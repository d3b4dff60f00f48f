import { Group, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { FIELD_MODES, GUEST_FIELDS, type FieldMode, type PortalDraft } from '../api/portal'

interface PortalDataSectionProps {
  draft: PortalDraft
  onChange: (draft: PortalDraft) => void
  errors: Record<string, string>
  disabled: boolean
}

/** What the form asks of guests, the marketing opt-in and e-mail rules, and where guests' replies go. */
export function PortalDataSection({ draft, onChange, errors, disabled }: PortalDataSectionProps) {
  const { t } = useTranslation('portal')
  return (
    <Stack gap="md">
      <Stack gap="xs">
        {GUEST_FIELDS.map((field) => (
          <Group key={field} justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" id={`field-${field}`}>
              {t(`data.fields.${field}`)}
            </Text>
            <SegmentedControl
              size="xs"
              aria-labelledby={`field-${field}`}
              value={draft.fields[field]}
              onChange={(value) =>
                onChange({ ...draft, fields: { ...draft.fields, [field]: value as FieldMode } })
              }
              data={FIELD_MODES.map((mode) => ({ value: mode, label: t(`data.modes.${mode}`) }))}
              disabled={disabled}
            />
          </Group>
        ))}
      </Stack>
      <Switch
        label={t('data.forceOptIn')}
        description={t('data.forceOptInHint')}
        checked={draft.forceOptIn}
        onChange={(event) => onChange({ ...draft, forceOptIn: event.currentTarget.checked })}
        disabled={disabled}
      />
      <Switch
        label={t('data.strictEmail')}
        description={t('data.strictEmailHint')}
        checked={draft.strictEmail}
        onChange={(event) => onChange({ ...draft, strictEmail: event.currentTarget.checked })}
        disabled={disabled}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('data.privacyUrl')}
          placeholder="https://"
          type="url"
          value={draft.privacyUrl}
          onChange={(event) => onChange({ ...draft, privacyUrl: event.currentTarget.value })}
          error={errors.privacyUrl}
          disabled={disabled}
        />
        <TextInput
          label={t('data.replyTo')}
          description={t('data.replyToHint')}
          type="email"
          value={draft.replyTo}
          onChange={(event) => onChange({ ...draft, replyTo: event.currentTarget.value })}
          error={errors.replyTo}
          disabled={disabled}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('data.tagManagerId')}
          placeholder="GTM-XXXXXX"
          value={draft.analytics.tagManagerId}
          onChange={(event) =>
            onChange({
              ...draft,
              analytics: { ...draft.analytics, tagManagerId: event.currentTarget.value },
            })
          }
          error={errors['analytics.tagManagerId']}
          disabled={disabled}
        />
        <TextInput
          label={t('data.pixelId')}
          inputMode="numeric"
          value={draft.analytics.pixelId}
          onChange={(event) =>
            onChange({
              ...draft,
              analytics: { ...draft.analytics, pixelId: event.currentTarget.value },
            })
          }
          error={errors['analytics.pixelId']}
          disabled={disabled}
        />
      </SimpleGrid>
    </Stack>
  )
}
