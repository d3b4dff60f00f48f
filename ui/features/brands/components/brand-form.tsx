import {
  Alert,
  Button,
  ColorInput,
  FileInput,
  Group,
  Image,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import {
  BRAND_LOGO_MAX_BYTES,
  BRAND_LOGO_TYPES,
  saveBrand,
  useBrandPartners,
  type Brand,
  type BrandChanges,
} from '../api/brands'

type Field =
  | 'slug'
  | 'name'
  | 'main_color'
  | 'accent_color'
  | 'mail_from_name'
  | 'partner_id'
  | 'logo'
  | 'form'
const HEX = /^#[0-9a-f]{6}$/i

/** Creates a brand (`brand` null) or changes one: host label, name, two colours, mail sender name, logo. */
export function BrandForm({ brand, onSaved }: { brand: Brand | null; onSaved: () => void }) {
  const { t } = useTranslation('branding')
  const [changes, setChanges] = useState<BrandChanges>({
    slug: brand?.slug ?? '',
    name: brand?.name ?? '',
    mainColor: brand?.main_color ?? null,
    accentColor: brand?.accent_color ?? null,
    mailFromName: brand?.mail_from_name ?? '',
    partnerId: brand?.partner?.id ?? null,
    logo: null,
    removeLogo: false,
  })
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({})
  const [busy, setBusy] = useState(false)
  const partners = useBrandPartners()
  const set = <K extends keyof BrandChanges>(key: K, value: BrandChanges[K]) =>
    setChanges((state) => ({ ...state, [key]: value }))

  const pickLogo = (file: File | null) => {
    const problem = !file
      ? undefined
      : file.size > BRAND_LOGO_MAX_BYTES
        ? t('image.tooLarge')
        : !BRAND_LOGO_TYPES.includes(file.type)
          ? t('image.wrongType')
          : undefined
    setProblems((current) => ({ ...current, logo: problem }))
    set('logo', problem ? null : file)
  }

  const save = async () => {
    const local: Partial<Record<Field, string>> = {}
    if (!changes.slug.trim()) local.slug = t('brands.required')
    if (!changes.name.trim()) local.name = t('brands.required')
    if (changes.mainColor && !HEX.test(changes.mainColor)) local.main_color = t('color.invalid')
    if (changes.accentColor && !HEX.test(changes.accentColor))
      local.accent_color = t('color.invalid')
    if (Object.keys(local).length) return setProblems(local)
    setBusy(true)
    setProblems({})
    try {
      await saveBrand(brand?.id ?? null, changes)
      toast('success', t('common:toasts.saved'))
      onSaved()
    } catch (error) {
      const fields = isApiError(error)
        ? Object.fromEntries(error.fieldErrors.map((field) => [field.field, field.message]))
        : {}
      setProblems(Object.keys(fields).length ? fields : { form: errorMessage(t, error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="md">
      {problems.form && (
        <Alert color="red" role="alert">
          {problems.form}
        </Alert>
      )}
      <TextInput
        label={t('brands.slug.label')}
        description={t('brands.slug.hint')}
        value={changes.slug}
        onChange={(event) => set('slug', event.currentTarget.value)}
        error={problems.slug}
        required
      />
      <TextInput
        label={t('brands.name')}
        value={changes.name}
        onChange={(event) => set('name', event.currentTarget.value)}
        error={problems.name}
        required
      />
      <Group grow align="flex-start">
        <ColorInput
          label={t('brands.mainColor')}
          description={t('brands.mainColorHint')}
          value={changes.mainColor ?? ''}
          onChange={(value) => set('mainColor', value || null)}
          error={problems.main_color}
          format="hex"
        />
        <ColorInput
          label={t('brands.accentColor')}
          description={t('brands.accentColorHint')}
          value={changes.accentColor ?? ''}
          onChange={(value) => set('accentColor', value || null)}
          error={problems.accent_color}
          format="hex"
        />
      </Group>
      <TextInput
        label={t('brands.mailFromName.label')}
        description={t('brands.mailFromName.hint')}
        value={changes.mailFromName}
        onChange={(event) => set('mailFromName', event.currentTarget.value)}
        error={problems.mail_from_name}
      />
      <Select
        label={t('brands.partner')}
        description={t('brands.partnerHint')}
        data={(partners.data?.data ?? []).map((partner) => ({
          value: String(partner.id),
          label: partner.name,
        }))}
        value={changes.partnerId ? String(changes.partnerId) : null}
        onChange={(value) => set('partnerId', value ? Number(value) : null)}
        error={problems.partner_id}
        searchable
        clearable
      />
      {brand?.logo_url && !changes.removeLogo ? (
        <Image src={brand.logo_url} alt={t('brands.logoAlt')} maw={200} mah={120} fit="contain" />
      ) : (
        <Text size="sm" c="dimmed">
          {t('logo.none')}
        </Text>
      )}
      <Group align="flex-end">
        <FileInput
          label={t('logo.label')}
          description={t('image.hint')}
          accept={BRAND_LOGO_TYPES.join(',')}
          value={changes.logo}
          onChange={pickLogo}
          error={problems.logo}
          clearable
          maw={320}
        />
        {brand?.logo_url && (
          <Switch
            label={t('logo.remove')}
            checked={changes.removeLogo}
            onChange={(event) => set('removeLogo', event.currentTarget.checked)}
          />
        )}
      </Group>
      <Group>
        <Button onClick={save} loading={busy}>
          {t('brands.save')}
        </Button>
      </Group>
    </Stack>
  )
}
