import { Button, Menu, VisuallyHidden } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { LANGUAGES, type Language } from '@/config/constants'
import { changeLanguage } from '@/lib/i18n/i18n'
import { isLanguage, languageNames, rememberLanguage } from '@/lib/i18n/language'
import { saveLanguage } from '@/lib/session/session-api'
import { sessionStore } from '@/lib/session/session-store'
import { toast } from '@/lib/toast'
import { errorMessage } from '@/lib/i18n/error-message'
import { Icon } from './icons'

/** Switches the interface language; a signed-in user's choice is saved to their profile. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation()
  const current = isLanguage(i18n.language) ? i18n.language : 'en'

  const choose = async (language: Language) => {
    if (language === current) return
    await changeLanguage(language)
    rememberLanguage(language)
    if (!sessionStore.getState().user.isLoggedIn) return
    try {
      await saveLanguage(language)
    } catch (error) {
      toast('error', errorMessage(t, error))
    }
  }

  return (
    <Menu position="bottom-end" shadow="md" width={180} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="subtle" color="gray" leftSection={<Icon name="language" />}>
          <VisuallyHidden>{t('language.label')}: </VisuallyHidden>
          {current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => void choose(language)}
            rightSection={language === current ? <Icon name="check" size={14} /> : null}
            aria-current={language === current ? 'true' : undefined}
          >
            {languageNames[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
