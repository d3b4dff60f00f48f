import { Alert, Button, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { AddressSuggestion } from './customer-address'

/** Offers the customer's address for a new location, one click to fill the address fields. */
export function AddressSuggestionNotice({
  suggestion,
  onUse,
}: {
  suggestion: AddressSuggestion
  onUse: () => void
}) {
  const { t } = useTranslation('locations')
  return (
    <Alert color="gray" variant="light" p="sm">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {t('addressSuggestion.text', {
            customer: suggestion.customerName,
            address: suggestion.summary,
          })}
        </Text>
        <Button size="xs" variant="light" onClick={onUse}>
          {t('addressSuggestion.use')}
        </Button>
      </Group>
    </Alert>
  )
}
