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

const strengthColors: Record<PasswordStrength, string> = {
  empty: 'gray',
  weak: 'red',
  fair: 'orange',
  good: 'yellow',
  strong: 'teal',
}

interface PasswordWithRulesProps extends Omit<PasswordInputProps, 'value'> {
  value?: string
}

/** A new-password input that shows, as the user types, which rules are met and how strong it is. */
export function PasswordWithRules({ value = '', ...inputProps }: PasswordWithRulesProps) {
  const { t } = useTranslation()
  const rulesId = useId()
  const strength = passwordStrength(value)
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
        </List>
      </Box>
    </Box>
  )
}
