import { ColorInput, Select, SimpleGrid, Stack, Switch } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import {
  PORTAL_LANGUAGES,
  type PortalDesigner,
  type PortalDraft,
  type PortalLanguage,
} from '../api/portal'
import { PortalImageField } from './portal-image-field'

type ColorKey = keyof PortalDraft['colors']
const COLORS: ColorKey[] = ['main', 'accent', 'text', 'background']

interface PortalLookSectionProps {
  designer: PortalDesigner
  draft: PortalDraft
  onChange: (draft: PortalDraft) => void
  errors: Record<string, string>
  disabled: boolean
}

/**
 * Colours, logo, background and the language shown when the guest's browser asks for none of ours. A portal that is
 * not personalised wears the company's branding (its main colour, and its logo where the portal has none).
 */
export function PortalLookSection({
  designer,
  draft,
  onChange,
  errors,
  disabled,
}: PortalLookSectionProps) {
  const { t } = useTranslation('portal')
  return (
    <Stack gap="md">
      <Switch
        label={t('personalised')}
        description={t('personalisedHint')}
        checked={draft.personalised}
        onChange={(event) => onChange({ ...draft, personalised: event.currentTarget.checked })}
        disabled={disabled}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {COLORS.map((key) => (
          <ColorInput
            key={key}
            label={t(`colors.${key}`)}
            format="hex"
            value={draft.colors[key]}
            onChange={(value) => onChange({ ...draft, colors: { ...draft.colors, [key]: value } })}
            error={errors[`colors.${key}`]}
            disabled={disabled}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PortalImageField
          locationId={designer.location_id}
          kind="logo"
          url={designer.images.logo}
          disabled={disabled}
        />
        <PortalImageField
          locationId={designer.location_id}
          kind="background"
          url={designer.images.background}
          disabled={disabled}
        />
      </SimpleGrid>
      <Select
        label={t('defaultLanguage')}
        description={t('defaultLanguageHint')}
        data={PORTAL_LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
        value={draft.defaultLanguage}
        onChange={(value) =>
          value && onChange({ ...draft, defaultLanguage: value as PortalLanguage })
        }
        allowDeselect={false}
        disabled={disabled}
      />
    </Stack>
  )
}
