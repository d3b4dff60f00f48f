import { Stack, Tabs, TextInput, Textarea } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import {
  PORTAL_LANGUAGES,
  type PortalDraft,
  type PortalLanguage,
  type PortalTexts,
} from '../api/portal'

interface PortalTextsEditorProps {
  draft: PortalDraft
  onChange: (draft: PortalDraft) => void
  language: PortalLanguage
  onLanguageChange: (language: PortalLanguage) => void
  errors: Record<string, string>
  disabled: boolean
}

/** Body, button and offline texts and the landing URL, one tab per language; the preview follows the open tab. */
export function PortalTextsEditor({
  draft,
  onChange,
  language,
  onLanguageChange,
  errors,
  disabled,
}: PortalTextsEditorProps) {
  const { t } = useTranslation('portal')
  const set = (code: PortalLanguage, key: keyof PortalTexts, value: string) =>
    onChange({
      ...draft,
      texts: { ...draft.texts, [code]: { ...draft.texts[code], [key]: value } },
    })
  return (
    <Tabs
      value={language}
      onChange={(value) => value && onLanguageChange(value as PortalLanguage)}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('texts.languages')}>
        {PORTAL_LANGUAGES.map((code) => (
          <Tabs.Tab key={code} value={code}>
            {t(`languages.${code}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {PORTAL_LANGUAGES.map((code) => {
        const error = (key: string) => errors[`texts.${code}.${key}`]
        return (
          <Tabs.Panel key={code} value={code} pt="md">
            <Stack gap="sm">
              <Textarea
                label={t('texts.body')}
                description={t('texts.bodyHint')}
                rows={4}
                maxLength={2000}
                value={draft.texts[code].body}
                onChange={(event) => set(code, 'body', event.currentTarget.value)}
                error={error('body')}
                disabled={disabled}
              />
              <TextInput
                label={t('texts.button')}
                maxLength={40}
                value={draft.texts[code].button}
                onChange={(event) => set(code, 'button', event.currentTarget.value)}
                error={error('button')}
                disabled={disabled}
              />
              <Textarea
                label={t('texts.offline')}
                description={t('texts.offlineHint')}
                rows={3}
                maxLength={500}
                value={draft.texts[code].offline}
                onChange={(event) => set(code, 'offline', event.currentTarget.value)}
                error={error('offline')}
                disabled={disabled}
              />
              <TextInput
                label={t('texts.landingUrl')}
                description={t('texts.landingUrlHint')}
                placeholder="https://"
                type="url"
                value={draft.texts[code].landingUrl}
                onChange={(event) => set(code, 'landingUrl', event.currentTarget.value)}
                error={error('landingUrl')}
                disabled={disabled}
              />
            </Stack>
          </Tabs.Panel>
        )
      })}
    </Tabs>
  )
}
