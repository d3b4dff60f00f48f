import { Stack, Text, TextInput, Textarea, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { HEADLINE_STATES, type PageLanguage, type StatusPageDraft } from '../api/status-page'

interface PageTextsEditorProps {
  draft: StatusPageDraft
  language: PageLanguage
  onChange: (draft: StatusPageDraft) => void
  errors: Record<string, string>
  disabled: boolean
}

/** The texts of one language: a headline per state, a notice, the button labels. Empty means the standard wording. */
export function PageTextsEditor({
  draft,
  language,
  onChange,
  errors,
  disabled,
}: PageTextsEditorProps) {
  const { t } = useTranslation('statusPage')
  const headlines = draft.headlines[language] ?? {}
  const setHeadline = (state: (typeof HEADLINE_STATES)[number], text: string) =>
    onChange({
      ...draft,
      headlines: { ...draft.headlines, [language]: { ...headlines, [state]: text } },
    })
  const setLabel = (index: number, text: string) =>
    onChange({
      ...draft,
      buttons: draft.buttons.map((button, at) =>
        at === index ? { ...button, label: { ...button.label, [language]: text } } : button
      ),
    })
  return (
    <Stack gap="sm" lang={language}>
      <Text size="sm" c="dimmed">
        {t('texts.hint')}
      </Text>
      {HEADLINE_STATES.map((state) => (
        <TextInput
          key={state}
          label={t(`states.${state}`)}
          placeholder={t('texts.standard')}
          maxLength={120}
          value={headlines[state] ?? ''}
          onChange={(event) => setHeadline(state, event.currentTarget.value)}
          error={errors[`headlines.${language}.${state}`]}
          disabled={disabled}
        />
      ))}
      <Textarea
        label={t('texts.notice')}
        description={t('texts.noticeHint')}
        rows={3}
        maxLength={500}
        value={draft.notice[language] ?? ''}
        onChange={(event) =>
          onChange({ ...draft, notice: { ...draft.notice, [language]: event.currentTarget.value } })
        }
        error={errors[`notice.${language}`]}
        disabled={disabled}
      />
      {draft.buttons.length > 0 && (
        <Title order={3} fz="h6" mt="xs">
          {t('texts.buttonLabels')}
        </Title>
      )}
      {draft.buttons.map((button, index) => (
        <TextInput
          key={index}
          label={t('texts.buttonLabel', {
            number: index + 1,
            kind: t(`buttons.kinds.${button.kind}`),
          })}
          placeholder={t('texts.standard')}
          maxLength={60}
          value={button.label[language] ?? ''}
          onChange={(event) => setLabel(index, event.currentTarget.value)}
          error={errors[`buttons.${index}.label.${language}`]}
          disabled={disabled}
        />
      ))}
    </Stack>
  )
}
