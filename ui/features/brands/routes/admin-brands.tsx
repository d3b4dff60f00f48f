import {
  Alert,
  Badge,
  Button,
  ColorSwatch,
  Group,
  Modal,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { ScrollTable } from '@/components/scroll-table'
import { useBrands, type Brand } from '../api/brands'
import { BrandForm } from '../components/brand-form'

type Dialog = { brand: Brand | null } | null

/** Admin: the white-label brands — a partner's own host, colours, logo and mail sender name. */
export default function AdminBrandsPage() {
  const { t } = useTranslation('branding')
  const { data, error } = useBrands()
  const [dialog, setDialog] = useState<Dialog>(null)

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz="h2">
          {t('brands.title')}
        </Title>
        <Button onClick={() => setDialog({ brand: null })}>{t('brands.add')}</Button>
      </Group>
      <Text c="dimmed">{t('brands.hint')}</Text>
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      ) : !data ? (
        <Skeleton height={200} aria-label={t('common:loading.label')} />
      ) : data.data.length === 0 ? (
        <Text c="dimmed">{t('brands.empty')}</Text>
      ) : (
        <ScrollTable minWidth={640} striped aria-label={t('brands.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('brands.name')}</Table.Th>
              <Table.Th>{t('brands.slug.label')}</Table.Th>
              <Table.Th>{t('brands.colors')}</Table.Th>
              <Table.Th>{t('brands.mailFromName.label')}</Table.Th>
              <Table.Th>{t('brands.partner')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.data.map((brand) => (
              <Table.Tr key={brand.id}>
                <Table.Td>{brand.name}</Table.Td>
                <Table.Td>
                  <Badge variant="light" tt="none">
                    {brand.slug}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {[brand.main_color, brand.accent_color].map((color, index) =>
                      color ? (
                        <ColorSwatch
                          key={index}
                          color={color}
                          size={18}
                          role="img"
                          aria-label={color}
                        />
                      ) : null
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{brand.mail_from_name ?? '—'}</Table.Td>
                <Table.Td>{brand.partner?.name ?? '—'}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setDialog({ brand })}
                    aria-label={t('brands.editNamed', { name: brand.name })}
                  >
                    {t('brands.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      )}
      <Modal
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog?.brand ? t('brands.editNamed', { name: dialog.brand.name }) : t('brands.add')}
      >
        {dialog && <BrandForm brand={dialog.brand} onSaved={() => setDialog(null)} />}
      </Modal>
    </Stack>
  )
}
