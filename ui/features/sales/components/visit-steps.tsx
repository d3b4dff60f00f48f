import {
  Button,
  Checkbox,
  Group,
  Rating,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  FOLLOW_UP_METHODS,
  INTEREST_LEVELS,
  VENUE_SIZES,
  VENUE_TYPES,
  type VisitValues,
} from './visit-form'

type Form = UseFormReturnType<VisitValues>

/** Large touch targets: the hunter fills this in on a phone in the street. */
const touch = { size: 'md' as const }

export function VenueStep({ form }: { form: Form }) {
  const { t } = useTranslation('sales')
  const [locating, setLocating] = useState(false)
  const [positionError, setPositionError] = useState(false)
  const locate = () => {
    if (!navigator.geolocation) return setPositionError(true)
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        form.setFieldValue('latitude', Math.round(position.coords.latitude * 1e6) / 1e6)
        form.setFieldValue('longitude', Math.round(position.coords.longitude * 1e6) / 1e6)
        setLocating(false)
      },
      () => {
        setPositionError(true)
        setLocating(false)
      },
      { enableHighAccuracy: true, timeout: 15_000 }
    )
  }
  const { latitude, longitude } = form.values
  return (
    <Stack gap="sm">
      <TextInput
        {...touch}
        label={t('visit.venueName')}
        required
        maxLength={160}
        autoComplete="organization"
        {...form.getInputProps('venueName')}
      />
      <Select
        {...touch}
        label={t('visit.venueType')}
        required
        allowDeselect={false}
        data={VENUE_TYPES.map((value) => ({ value, label: t(`venueTypes.${value}`) }))}
        {...form.getInputProps('venueType')}
      />
      <SegmentedControl
        {...touch}
        fullWidth
        aria-label={t('visit.venueSize')}
        data={VENUE_SIZES.map((value) => ({ value, label: t(`venueSizes.${value}`) }))}
        {...form.getInputProps('venueSize')}
      />
      <TextInput
        {...touch}
        label={t('visit.sector')}
        maxLength={80}
        {...form.getInputProps('sector')}
      />
      <TextInput
        {...touch}
        label={t('visit.address')}
        maxLength={200}
        autoComplete="street-address"
        {...form.getInputProps('address')}
      />
      <Group grow align="flex-start">
        <TextInput
          {...touch}
          label={t('visit.postalCode')}
          maxLength={12}
          autoComplete="postal-code"
          {...form.getInputProps('postalCode')}
        />
        <TextInput
          {...touch}
          label={t('visit.city')}
          maxLength={120}
          autoComplete="address-level2"
          {...form.getInputProps('city')}
        />
      </Group>
      <Button variant="light" onClick={locate} loading={locating} {...touch}>
        {latitude !== null ? t('visit.positionAgain') : t('visit.usePosition')}
      </Button>
      {latitude !== null && longitude !== null && (
        <Text size="sm" c="dimmed">
          {t('visit.positionSet', {
            latitude: latitude.toFixed(5),
            longitude: longitude.toFixed(5),
          })}
        </Text>
      )}
      {positionError && (
        <Text size="sm" c="red">
          {t('visit.positionFailed')}
        </Text>
      )}
    </Stack>
  )
}

export function ContactStep({ form }: { form: Form }) {
  const { t } = useTranslation('sales')
  return (
    <Stack gap="sm">
      <TextInput
        {...touch}
        label={t('visit.contactName')}
        maxLength={120}
        autoComplete="name"
        {...form.getInputProps('contactName')}
      />
      <TextInput
        {...touch}
        label={t('visit.contactRole')}
        maxLength={80}
        {...form.getInputProps('contactRole')}
      />
      <TextInput
        {...touch}
        label={t('visit.contactPhone')}
        type="tel"
        inputMode="tel"
        maxLength={20}
        autoComplete="tel"
        {...form.getInputProps('contactPhone')}
      />
      <TextInput
        {...touch}
        label={t('visit.contactEmail')}
        type="email"
        inputMode="email"
        maxLength={254}
        autoComplete="email"
        {...form.getInputProps('contactEmail')}
      />
      <Checkbox
        {...touch}
        label={t('visit.marketingOptIn')}
        {...form.getInputProps('marketingOptIn', { type: 'checkbox' })}
      />
      <Checkbox
        {...touch}
        label={t('visit.knowsProduct')}
        {...form.getInputProps('knowsProduct', { type: 'checkbox' })}
      />
    </Stack>
  )
}

export function InterestStep({ form }: { form: Form }) {
  const { t } = useTranslation('sales')
  const interestError = form.errors.interest
  return (
    <Stack gap="sm">
      <div>
        <Text fw={500} size="sm" mb={4} id="interest-label">
          {t('visit.interest')} *
        </Text>
        <SegmentedControl
          {...touch}
          fullWidth
          orientation="vertical"
          aria-labelledby="interest-label"
          data={INTEREST_LEVELS.map((value) => ({ value, label: t(`interest.${value}`) }))}
          {...form.getInputProps('interest')}
        />
        {interestError && (
          <Text size="sm" c="red" role="alert">
            {interestError}
          </Text>
        )}
      </div>
      <Checkbox
        {...touch}
        label={t('visit.wantsOffer')}
        {...form.getInputProps('wantsOffer', { type: 'checkbox' })}
      />
      <Checkbox
        {...touch}
        label={t('visit.followUp')}
        {...form.getInputProps('followUp', { type: 'checkbox' })}
      />
      {form.values.followUp && (
        <Select
          {...touch}
          label={t('visit.followUpMethod')}
          data={FOLLOW_UP_METHODS.map((value) => ({ value, label: t(`followUp.${value}`) }))}
          {...form.getInputProps('followUpMethod')}
        />
      )}
      <div>
        <Text fw={500} size="sm" mb={4}>
          {t('visit.satisfaction')}
        </Text>
        <Rating
          size="lg"
          count={5}
          aria-label={t('visit.satisfaction')}
          {...form.getInputProps('satisfaction')}
        />
      </div>
      <TextInput
        {...touch}
        label={t('visit.issueReason')}
        maxLength={300}
        {...form.getInputProps('issueReason')}
      />
      <TextInput
        {...touch}
        label={t('visit.provider')}
        maxLength={80}
        {...form.getInputProps('provider')}
      />
    </Stack>
  )
}

export function DetailsStep({ form }: { form: Form }) {
  const { t } = useTranslation('sales')
  return (
    <Stack gap="sm">
      <TextInput
        {...touch}
        label={t('visit.posSystem')}
        maxLength={80}
        {...form.getInputProps('posSystem')}
      />
      <Checkbox
        {...touch}
        label={t('visit.hasTerrace')}
        {...form.getInputProps('hasTerrace', { type: 'checkbox' })}
      />
      <Checkbox
        {...touch}
        label={t('visit.hasKiosk')}
        {...form.getInputProps('hasKiosk', { type: 'checkbox' })}
      />
      <Checkbox
        {...touch}
        label={t('visit.hasTakeaway')}
        {...form.getInputProps('hasTakeaway', { type: 'checkbox' })}
      />
      <Checkbox
        {...touch}
        label={t('visit.hasWalkIn')}
        {...form.getInputProps('hasWalkIn', { type: 'checkbox' })}
      />
      <Textarea
        {...touch}
        label={t('visit.comment')}
        rows={3}
        maxLength={2000}
        {...form.getInputProps('comment')}
      />
    </Stack>
  )
}
