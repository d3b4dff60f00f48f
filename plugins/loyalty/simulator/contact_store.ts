/**
 * The account's contacts (keyed by lower-cased e-mail), its contact attributes and its subscription types, rendered
 * the way Piggy's SDK mappers read them: a contact has `uuid`, `email`, `attributes[]` (`{value, attribute}`),
 * `current_values{}` and `subscriptions[]` (`{subscription_type, is_subscribed, status}`).
 */
import { seededIds } from '#core/plugins/simulator_kit/sim_ids'
import type { LoyaltySubscriptionTypeSeed, SubscriptionStrategy } from './simulator_api.js'

export type SubscriptionStatus =
  'SUBSCRIBED' | 'UNSUBSCRIBED' | 'NOT_SUBSCRIBED' | 'PENDING_CONFIRMATION'

interface Attribute {
  name: string
  label: string
  type: string
  isPiggyDefined: boolean
  readOnly: boolean
}

interface SubscriptionType {
  uuid: string
  name: string
  description: string
  strategy: SubscriptionStrategy
}

export interface Contact {
  uuid: string
  email: string
  values: Record<string, string | null>
  subscriptions: Map<string, SubscriptionStatus>
  createdAt: string
}

const LABELS: Record<string, string> = {
  firstname: 'Voornaam',
  lastname: 'Achternaam',
  phone: 'Telefoonnummer',
  locale: 'Taal',
}

export class ContactStore {
  readonly attributes: Attribute[]
  readonly subscriptionTypes: SubscriptionType[]
  readonly #contacts = new Map<string, Contact>()
  readonly #ids

  constructor(seed: number, attributeNames: string[], types: LoyaltySubscriptionTypeSeed[]) {
    this.#ids = seededIds(seed, 'loyalty')
    this.attributes = [
      { name: 'email', label: 'E-mailadres', type: 'email', isPiggyDefined: true, readOnly: true },
      ...attributeNames.map((name) => ({
        name,
        label: LABELS[name] ?? name,
        type: name === 'phone' ? 'phone' : 'text',
        isPiggyDefined: false,
        readOnly: false,
      })),
    ]
    this.subscriptionTypes = types.map((type) => ({
      uuid: this.#ids.uuid(),
      name: type.name,
      description: type.description ?? '',
      strategy: type.strategy,
    }))
  }

  byEmail(email: string): Contact | undefined {
    return this.#contacts.get(email.trim().toLowerCase())
  }

  byUuid(uuid: string): Contact | undefined {
    return [...this.#contacts.values()].find((contact) => contact.uuid === uuid)
  }

  all(): Contact[] {
    return [...this.#contacts.values()]
  }

  create(email: string): Contact {
    const contact: Contact = {
      uuid: this.#ids.uuid(),
      email: email.trim().toLowerCase(),
      values: {},
      subscriptions: new Map(),
      createdAt: new Date().toISOString(),
    }
    this.#contacts.set(contact.email, contact)
    return contact
  }

  remove(contact: Contact) {
    this.#contacts.delete(contact.email)
  }

  subscriptionType(uuid: string): SubscriptionType | undefined {
    return this.subscriptionTypes.find((type) => type.uuid === uuid)
  }

  renderType(type: SubscriptionType) {
    return {
      id: type.uuid,
      uuid: type.uuid,
      name: type.name,
      description: type.description,
      active: true,
      strategy: type.strategy,
    }
  }

  renderAttribute(attribute: Attribute) {
    return {
      name: attribute.name,
      label: attribute.label,
      type: attribute.type,
      field_type: attribute.type,
      description: '',
      is_piggy_defined: attribute.isPiggyDefined,
      is_soft_read_only: false,
      is_hard_read_only: attribute.readOnly,
      options: null,
    }
  }

  renderSubscription(contact: Contact, type: SubscriptionType) {
    const status =
      contact.subscriptions.get(type.uuid) ??
      (type.strategy === 'OPT_OUT' ? 'SUBSCRIBED' : 'NOT_SUBSCRIBED')
    return {
      subscription_type: this.renderType(type),
      is_subscribed: status === 'SUBSCRIBED',
      status,
    }
  }

  render(contact: Contact) {
    const values: Record<string, string | null> = { email: contact.email, ...contact.values }
    return {
      uuid: contact.uuid,
      email: contact.email,
      attributes: this.attributes.map((attribute) => ({
        value: values[attribute.name] ?? null,
        attribute: this.renderAttribute(attribute),
      })),
      current_values: values,
      subscriptions: this.subscriptionTypes.map((type) => this.renderSubscription(contact, type)),
      created_at: contact.createdAt,
    }
  }
}
