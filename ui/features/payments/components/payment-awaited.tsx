import { Anchor, List, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { CustomerStripeState } from '../api/customer-payments'

type Contact = CustomerStripeState['payment_contacts'][number]

/**
 * Who can end the wait for a payment method, said once and consistent with the reader (issue 32): a user who may set
 * it up is told to do so (the action is theirs), anyone else whom to ask: the partner and colleagues the server
 * names, else the person who gave them access. Never both.
 */
export function PaymentAwaitedAdvice({
  name,
  canPay,
  contacts,
  here,
}: {
  name: string
  canPay: boolean
  contacts: Contact[]
  here: boolean
}) {
  const { t } = useTranslation('payments')
  if (canPay)
    return (
      <Text size="sm">{t(here ? 'awaited.addBelow' : 'awaited.addForCustomer', { name })}</Text>
    )
  if (contacts.length === 0) return <Text size="sm">{t('awaited.askInviter', { name })}</Text>
  return (
    <>
      <Text size="sm">{t('awaited.askContacts', { name })}</Text>
      <List size="sm" mt={4}>
        {contacts.map((contact) => (
          <List.Item key={`${contact.kind}-${contact.name}-${contact.email}`}>
            {contact.name}
            {contact.kind === 'partner' && ` (${t('awaited.partner')})`}
            {contact.email && (
              <>
                {' · '}
                <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
              </>
            )}
            {contact.phone && ` · ${contact.phone}`}
          </List.Item>
        ))}
      </List>
    </>
  )
}
