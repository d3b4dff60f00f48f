import {
  ActionIcon,
  Button,
  Group as Row,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteConfirmModal } from '@/components/modals/delete-confirm-modal'
import { OpeningHoursCard } from '@/components/opening-hours/opening-hours-card'
import { SectionCard } from '@/components/section-card'
import { StatusPageCard } from '@/components/status-page-link'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import {
  addCustomersToGroup,
  deleteGroup,
  removeCustomerFromGroup,
  renameGroup,
} from '../api/save-group'
import type { Group } from '../api/types'
import { CustomerPicker } from './customer-picker'
import { ScrollTable } from '@/components/scroll-table'

/** One group: rename, its customers (add, remove), delete with typed confirmation. */
export function GroupDetails({ group, onDeleted }: { group: Group; onDeleted: () => void }) {
  const { t } = useTranslation('groups')
  const canEdit = (group.permissions ?? []).includes('group_update')
  const [name, setName] = useState(group.name)
  const [nameError, setNameError] = useState<string>()
  const [adding, setAdding] = useState<number[]>([])
  const [deleting, setDeleting] = useState(false)

  const attempt = async (
    action: () => Promise<unknown>,
    onFieldErrors?: (errors: Record<string, string>) => void
  ) => {
    try {
      await action()
      toast('success', t('common:toasts.saved'))
    } catch (error) {
      onFieldErrors?.(formErrors(t, error))
      toast('error', errorMessage(t, error))
    }
  }

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg">
        <Row align="flex-end">
          <TextInput
            label={t('fields.name')}
            value={name}
            readOnly={!canEdit}
            error={nameError}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          {canEdit && (
            <Button
              variant="light"
              disabled={name === group.name}
              onClick={() =>
                attempt(
                  () => renameGroup(group.id, name),
                  (errors) => setNameError(errors.name)
                )
              }
            >
              {t('common:actions.save')}
            </Button>
          )}
        </Row>
      </Paper>
      <Paper withBorder radius="lg" p="lg" component="section" aria-label={t('fields.customers')}>
        <Stack>
          <Title order={2} fz="h4">
            {t('fields.customers')}
          </Title>
          {(group.customers ?? []).length === 0 ? (
            <Text c="dimmed">{t('details.noCustomers')}</Text>
          ) : (
            <ScrollTable striped>
              <Table.Tbody>
                {group.customers!.map((customer) => (
                  <Table.Tr key={customer.id}>
                    <Table.Td>{customer.name}</Table.Td>
                    <Table.Td>{customer.city}</Table.Td>
                    <Table.Td w={40}>
                      {canEdit && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('details.remove', { name: customer.name })}
                          onClick={() =>
                            attempt(() => removeCustomerFromGroup(group.id, customer.id))
                          }
                        >
                          ×
                        </ActionIcon>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </ScrollTable>
          )}
          {canEdit && (
            <Row align="flex-end">
              <CustomerPicker value={adding} onChange={setAdding} />
              <Button
                variant="light"
                disabled={adding.length === 0}
                onClick={() =>
                  attempt(async () => {
                    await addCustomersToGroup(group.id, adding)
                    setAdding([])
                  })
                }
              >
                {t('details.add')}
              </Button>
            </Row>
          )}
        </Stack>
      </Paper>
      <SectionCard title={t('openingHours:title')}>
        <OpeningHoursCard owner="groups" id={group.id} canWrite={canEdit} />
      </SectionCard>
      <StatusPageCard owner="group" id={group.id} />
      <div>
        <Button color="red" variant="light" onClick={() => setDeleting(true)}>
          {t('details.delete')}
        </Button>
      </div>
      <DeleteConfirmModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title={t('details.delete')}
        description={t('details.deleteDescription', { name: group.name })}
        confirmValue={group.name}
        onConfirm={() =>
          attempt(async () => {
            await deleteGroup(group.id)
            onDeleted()
          })
        }
      />
    </Stack>
  )
}
