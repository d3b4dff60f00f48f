import { Alert, Badge, Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSession } from '@/lib/session/session-store'
import { useSearchParams } from 'react-router'
import { errorMessage } from '@/lib/i18n/error-message'
import { useLocationHardware } from '../api/inventory'
import { AllocateForm } from '../components/allocate-form'
import { AllocationActions } from '../components/allocation-actions'

/** /locations/hardware?location=: the venue's CaaS hardware, matched to what its controller sees; admins and installers allocate and return here. */
export default function LocationHardwarePage() {
  const { t } = useTranslation('inventory')
  const [params] = useSearchParams()
  const locationId = Number(params.get('location'))
  // The hardware route is installation work: installers allocate and return too (core/access/account_roles.ts).
  const mayAllocate = useSession(
    (session) => session.user.isAdmin || session.user.accountRole === 'installer'
  )
  const { data, error } = useLocationHardware(locationId)

  if (error)
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, error)}
      </Alert>
    )
  if (!data)
    return (
      <Skeleton height={240} radius="lg" role="status" aria-label={t('common:loading.label')} />
    )
  const active = data.allocations.filter((row) => row.status === 'allocated')
  const mismatches =
    data.mismatches.notSeen.length +
    data.mismatches.notAllocated.length +
    data.mismatches.models.length

  return (
    <Stack gap="lg">
      <Title order={2} fz="h3">
        {t('hardware.title')}
      </Title>
      {mayAllocate && <AllocateForm locationId={locationId} />}
      {mismatches > 0 ? (
        <Alert color="orange" role="alert" title={t('hardware.mismatches', { count: mismatches })}>
          <Stack gap={2}>
            {data.mismatches.notSeen.map((unit) => (
              <Text key={unit.allocationId} size="sm">
                {t('hardware.notSeen', { serial: unit.serial })}
              </Text>
            ))}
            {data.mismatches.notAllocated.map((device) => (
              <Text key={device.remoteId} size="sm">
                {t('hardware.notAllocated', { name: device.name, model: device.model ?? '' })}
              </Text>
            ))}
            {data.mismatches.models.map((entry) => (
              <Text key={entry.model} size="sm">
                {t('hardware.modelCount', {
                  model: entry.model,
                  allocated: t('hardware.allocatedCount', { count: entry.allocated }),
                  seen: t('hardware.seenCount', { count: entry.seen }),
                })}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : (
        data.devices.length > 0 && <Alert color="teal">{t('hardware.allMatched')}</Alert>
      )}
      <Card withBorder>
        {active.length === 0 ? (
          <Text c="dimmed">{t('hardware.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={700}>
            <Table aria-label={t('hardware.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('logs.product')}</Table.Th>
                  <Table.Th>{t('caas.serial')}</Table.Th>
                  <Table.Th>{t('table.quantity')}</Table.Th>
                  <Table.Th>{t('hardware.seen')}</Table.Th>
                  {mayAllocate && <Table.Th>{t('table.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {active.map((row) => {
                  const unit = data.units.find((entry) => entry.allocationId === row.id)
                  return (
                    <Table.Tr key={row.id}>
                      <Table.Td>
                        {row.productName} · {row.model}
                      </Table.Td>
                      <Table.Td>{[row.serial, row.mac].filter(Boolean).join(' · ')}</Table.Td>
                      <Table.Td>{row.quantity}</Table.Td>
                      <Table.Td>
                        {unit ? (
                          <Badge color={unit.seen ? 'teal' : 'orange'}>
                            {unit.seen ? unit.deviceName : t('hardware.notSeenShort')}
                          </Badge>
                        ) : null}
                      </Table.Td>
                      {mayAllocate && (
                        <Table.Td>
                          <AllocationActions allocation={row} />
                        </Table.Td>
                      )}
                    </Table.Tr>
                  )
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  )
}
