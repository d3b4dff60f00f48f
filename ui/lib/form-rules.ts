import type { TFunction } from 'i18next'
import { isPasswordAcceptable } from '@/components/password/password-policy'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The shape of an e-mail address (the server checks the rest). */
export const isEmail = (value: string) => EMAIL.test(value)

/** Client-side checks for forms, with the messages of spec §5; the server stays the judge. */
export const formRules = (t: TFunction) => ({
  required: (value: string) => (value.trim() ? null : t('validation:rules.required')),
  email: (value: string) => {
    if (!value.trim()) return t('validation:rules.required')
    return isEmail(value.trim()) ? null : t('validation:rules.email')
  },
  newPassword: (value: string) => {
    if (!value) return t('validation:rules.required')
    return isPasswordAcceptable(value) ? null : t('validation:rules.password')
  },
  sameAs: (other: string) => (value: string) => {
    if (!value) return t('validation:rules.required')
    return value === other ? null : t('validation:rules.confirmed')
  },
})
