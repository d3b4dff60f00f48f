import { Stack, Switch, Tabs } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/section-card'
import {
  PAGE_LANGUAGES,
  type PageLanguage,
  type StatusPageDesigner,
  type StatusPageDraft,
} from '../api/status-page'
import { ContactButtonsEditor } from './contact-buttons-editor'
import { PageTextsEditor } from './page-texts-editor'
import { VisibilityChecklist } from './visibility-checklist'

interface StatusPageFormProps {
  designer: StatusPageDesigner
  draft: StatusPageDraft
  onChange: (draft: StatusPageDraft) => void
  /** The language tab open now; the preview follows it. */
  language: PageLanguage
  onLanguageChange: (language: PageLanguage) => void
  errors: Record<string, string>
  disabled: boolean
}

/** The designer's form: texts per language, what the page shows, and the contact buttons. */
export function StatusPageForm({
  designer,
  draft,
  onChange,
  language,
  onLanguageChange,
  errors,
  disabled,
}: StatusPageFormProps) {
  const { t } = useTranslation('statusPage')
  const venue = designer.type === 'location'
  return (
    <Stack gap="lg">
      <SectionCard title={t('texts.title')}>
        <Tabs
          value={language}
          onChange={(value) => value && onLanguageChange(value as PageLanguage)}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('texts.languages')}>
            {PAGE_LANGUAGES.map((code) => (
              <Tabs.Tab key={code} value={code}>
                {t(`languages.${code}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {PAGE_LANGUAGES.map((code) => (
            <Tabs.Panel key={code} value={code} pt="md">
              <PageTextsEditor
                draft={draft}
                language={code}
                onChange={onChange}
                errors={errors}
                disabled={disabled}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      </SectionCard>
      <SectionCard title={t('shows.title')}>
        <VisibilityChecklist
          label={venue ? t('shows.groups') : t('shows.venues')}
          empty={venue ? t('shows.noGroups') : t('shows.noVenues')}
          items={venue ? designer.device_groups : designer.locations}
          hidden={venue ? draft.hidden_device_group_ids : draft.hidden_location_ids}
          onChange={(hidden) =>
            onChange(
              venue
                ? { ...draft, hidden_device_group_ids: hidden }
                : { ...draft, hidden_location_ids: hidden }
            )
          }
          disabled={disabled}
        />
        <Switch
          label={t('shows.logo')}
          description={designer.logo_available ? undefined : t('shows.noLogo')}
          checked={draft.show_logo}
          onChange={(event) => onChange({ ...draft, show_logo: event.currentTarget.checked })}
          disabled={disabled}
        />
      </SectionCard>
      <SectionCard title={t('buttons.title')} description={t('buttons.description')}>
        <ContactButtonsEditor
          buttons={draft.buttons}
          onChange={(buttons) => onChange({ ...draft, buttons })}
          errors={errors}
          disabled={disabled}
        />
      </SectionCard>
    </Stack>
  )
}
