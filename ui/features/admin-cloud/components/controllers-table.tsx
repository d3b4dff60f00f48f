import { Badge, Stack, Table, Text } from '@mantine/core'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'
import type { ControllersData } from '../api/admin-cloud'
import { formatDuration, secondsSince } from './format'

/** Controllers per vendor with their sync lag, then the failing ones with their last error. */
export function ControllersTable({ data }: { data: ControllersData }) {
  const { t, i18n } = useTranslation('adminCloud')
  const failing = data.vendors.flatMap((vendor) =>
    vendor.failing_controllers.map((controller) => ({ ...controller, vendor: vendor.vendor }))
  )
  if (data.vendors.length === 0) return <Text c="dimmed">{t('controllers.none')}</Text>
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label={t('controllers.perVendor')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('controllers.vendor')}</Table.Th>
              <Table.Th>{t('controllers.total')}</Table.Th>
              <Table.Th>{t('controllers.failing')}</Table.Th>
              <Table.Th>{t('controllers.medianLag')}</Table.Th>
              <Table.Th>{t('controllers.maxLag')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.vendors.map((vendor) => (
              <Table.Tr key={vendor.vendor} data-vendor={vendor.vendor}>
                <Table.Td>{vendor.vendor}</Table.Td>
                <Table.Td>{vendor.total}</Table.Td>
                <Table.Td>
                  {vendor.failing > 0 ? (
                    <Badge color="red">{vendor.failing}</Badge>
                  ) : (
                    vendor.failing
                  )}
                </Table.Td>
                <Table.Td>{formatDuration(vendor.median_lag_seconds, i18n.language)}</Table.Td>
                <Table.Td>{formatDuration(vendor.max_lag_seconds, i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {failing.length === 0 ? (
        <Text size="sm" c="teal">
          {t('controllers.allFine')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={t('controllers.failingTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('controllers.controller')}</Table.Th>
                <Table.Th>{t('controllers.state')}</Table.Th>
                <Table.Th>{t('controllers.lastGoodSync')}</Table.Th>
                <Table.Th>{t('controllers.lastError')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {failing.map((controller) => (
                <Table.Tr key={controller.id}>
                  <Table.Td>
                    <Link to={paths.admin.controllers}>{controller.alias}</Link> (
                    {controller.vendor})
                  </Table.Td>
                  <Table.Td>
                    <Badge color="red" variant="light">
                      {t(`controllers.states.${controller.status}`, {
                        defaultValue: controller.status,
                      })}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {controller.last_good_sync_at
                      ? t('ago', {
                          duration: formatDuration(
                            secondsSince(controller.last_good_sync_at),
                            i18n.language
                          ),
                        })
                      : t('controllers.neverGood')}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ wordBreak: 'break-word' }}>
                      {controller.last_error ?? '—'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}
