import {
  Box,
  List,
  PasswordInput,
  Progress,
  Text,
  VisuallyHidden,
  type PasswordInputProps,
} from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/icons'
import { PASSWORD_RULES, passwordStrength, type PasswordStrength } from './password-policy'
import { usePasswordEstimate } from './use-password-estimate'

const strengthColors: Record<PasswordStrength, string> = {
  empty: 'gray',
  weak: 'red',
  fair: 'orange',
  good: 'yellow',
  strong: 'teal',
}

interface PasswordWithRulesProps extends Omit<PasswordInputProps, 'value'> {
  value?: string
  /** The person's own words (personalInputs: names, e-mail address), which the password must not be made of. */
  userInputs?: string[]
}

/**
 * A new-password input that shows, as the user types, which rules are met, whether it is easy to guess and why
 * (the server's estimator, zxcvbn-ts), and how strong it is.
 */
export function PasswordWithRules({
  value = '',
  userInputs,
  ...inputProps
}: PasswordWithRulesProps) {
  const { t } = useTranslation()
  const rulesId = useId()
  const estimate = usePasswordEstimate(value, userInputs)
  const strength = passwordStrength(value, estimate)
  const hardToGuess = estimate !== null && estimate.reason === null
  return (
    <Box>
      <PasswordInput
        value={value}
        autoComplete="new-password"
        aria-describedby={rulesId}
        {...inputProps}
      />
      <Progress.Root size="sm" mt="xs">
        <Progress.Section
          value={strength.percent}
          color={strengthColors[strength.level]}
          withAria={false}
          role="progressbar"
          aria-label={t('password.strengthLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={strength.percent}
          aria-valuetext={t(`password.strength.${strength.level}`)}
        />
      </Progress.Root>
      <Box id={rulesId} mt={6}>
        <Text size="xs" c="dimmed" aria-live="polite">
          {t('password.strengthValue', { strength: t(`password.strength.${strength.level}`) })}
        </Text>
        <List size="xs" spacing={2} mt={4} listStyleType="none">
          {PASSWORD_RULES.map(({ rule, test }) => {
            const met = test(value)
            return (
              <List.Item key={rule} c={met ? 'teal.9' : 'dimmed'}>
                <Box
                  component="span"
                  style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
                >
                  <Icon name={met ? 'check' : 'x'} size={14} />
                  {t(`password.rules.${rule}`)}
                  <VisuallyHidden>{t(met ? 'password.met' : 'password.notMet')}</VisuallyHidden>
                </Box>
              </List.Item>
            )
          })}
          <List.Item c={hardToGuess ? 'teal.9' : 'dimmed'} data-rule="guessable">
            <Box component="span" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              <Icon name={hardToGuess ? 'check' : 'x'} size={14} />
              {t('password.rules.guessable')}
              <VisuallyHidden>{t(hardToGuess ? 'password.met' : 'password.notMet')}</VisuallyHidden>
            </Box>
          </List.Item>
        </List>
        {estimate?.reason && (
          <Text size="xs" c="red.8" mt={4} aria-live="polite" data-reason={estimate.reason}>
            {t(`password.reasons.${estimate.reason}`)}
          </Text>
        )}
      </Box>
    </Box>
  )
}
