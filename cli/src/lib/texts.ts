/**
 * The CLI's own sentences in the account's language (nl, en, fr, de; stored at login from the self record). The
 * server's error texts arrive already translated; these are the lines the CLI writes itself around them.
 *
 * A text is a template with `{name}` placeholders. A text whose number changes a word ("1 site", "2 sites") is a
 * plural family: one template per plural category of the language, chosen by `count` with Intl.PluralRules (French
 * says "0 site", English "0 sites"). A text holding several counts is composed from such families by its caller.
 */
export const LANGUAGES = ['en', 'nl', 'fr', 'de'] as const
export type Language = (typeof LANGUAGES)[number]

type Vars = Record<string, string | number>
export type PluralFamily = { one: string; other: string } & Partial<
  Record<Intl.LDMLPluralRule, string>
>
export type Catalog = Record<string, string | PluralFamily>

/** A family whose word reads the same for one and many (a participle, or a noun such as German "Mieter"). */
const same = (form: string): PluralFamily => ({ one: form, other: form })

const en: Catalog = {
  firstListed: {
    one: 'Only the first problem is listed.',
    other: 'Only the first {count} problems are listed.',
  },
  stockWhat: '{lines}, {products}, {units}',
  stockLines: { one: '{count} line', other: '{count} lines' },
  stockProducts: { one: '{count} product', other: '{count} products' },
  stockUnits: { one: '{count} unit', other: '{count} units' },
  stockChecked: '{what} checked: the file can be imported ({mode}). Nothing was written (dry run).',
  stockImported_add: 'Imported {what}: added to stock. Every line is in the stock log.',
  stockImported_deduct: 'Imported {what}: deducted from stock. Every line is in the stock log.',
  stockImported_count: 'Imported {what}: counted. Every line is in the stock log.',
  tenantsChecked: {
    one: '{count} tenant checked: the file can be imported. Nothing was written (dry run).',
    other: '{count} tenants checked: the file can be imported. Nothing was written (dry run).',
  },
  tenantsImported: {
    one: '{count} tenant imported into location {location}. The key is created tonight, unless created now in the tenants tab.',
    other:
      '{count} tenants imported into location {location}. Their keys are created tonight, unless created now in the tenants tab.',
  },
  syncProgress: 'Syncing {position} of {total}',
  syncProgressAt: 'Syncing {position} of {total}: {controller}',
  syncProgressFailed: same('({count} failed)'),
  syncSynced: '#{id} {alias}: {status}, {sites} ({bound}), {devices}, {clients} in {seconds} s',
  syncNotSynced: '#{id} {alias}: {message}',
  syncSiteFailed: 'site {site}: {message} ({code})',
  syncTotals: '{controllers}: {sites}, {devices}, {clients}, {failures}',
  syncStatus_connected: 'connected',
  syncStatus_needs_credentials: 'needs credentials',
  syncStatus_unavailable: 'unavailable',
  syncStatus_failed: 'failed',
  syncStatus_never_synced: 'never synced',
  syncControllers: { one: '{count} controller', other: '{count} controllers' },
  syncSites: { one: '{count} site', other: '{count} sites' },
  syncBound: same('{count} bound'),
  syncDevices: { one: '{count} device', other: '{count} devices' },
  syncClients: { one: '{count} client', other: '{count} clients' },
  syncFailures: { one: '{count} failure', other: '{count} failures' },
  page: 'Page {page} of {lastPage} · {things}',
  customers: { one: '{count} customer', other: '{count} customers' },
  locations: { one: '{count} location', other: '{count} locations' },
  products: { one: '{count} product', other: '{count} products' },
  tooManyAttempts: 'Too many attempts. Try again later.',
  tooManyAttemptsWait: {
    one: 'Too many attempts. Try again in {count} second.',
    other: 'Too many attempts. Try again in {count} seconds.',
  },
}

const nl: Catalog = {
  firstListed: {
    one: 'Alleen het eerste probleem staat in de lijst.',
    other: 'Alleen de eerste {count} problemen staan in de lijst.',
  },
  stockWhat: '{lines}, {products}, {units}',
  stockLines: { one: '{count} regel', other: '{count} regels' },
  stockProducts: { one: '{count} product', other: '{count} producten' },
  stockUnits: { one: '{count} stuk', other: '{count} stuks' },
  stockChecked:
    '{what} gecontroleerd: het bestand kan geïmporteerd worden ({mode}). Er is niets geschreven (proefrun).',
  stockImported_add:
    '{what} geïmporteerd: aan de voorraad toegevoegd. Elke regel staat in het voorraadlogboek.',
  stockImported_deduct:
    '{what} geïmporteerd: van de voorraad afgetrokken. Elke regel staat in het voorraadlogboek.',
  stockImported_count: '{what} geïmporteerd: geteld. Elke regel staat in het voorraadlogboek.',
  tenantsChecked: {
    one: '{count} huurder gecontroleerd: het bestand kan geïmporteerd worden. Er is niets geschreven (proefrun).',
    other:
      '{count} huurders gecontroleerd: het bestand kan geïmporteerd worden. Er is niets geschreven (proefrun).',
  },
  tenantsImported: {
    one: '{count} huurder geïmporteerd in locatie {location}. De sleutel wordt vannacht aangemaakt, tenzij je hem nu aanmaakt in het tabblad Huurders.',
    other:
      '{count} huurders geïmporteerd in locatie {location}. Hun sleutels worden vannacht aangemaakt, tenzij je ze nu aanmaakt in het tabblad Huurders.',
  },
  syncProgress: 'Synchroniseren: {position} van {total}',
  syncProgressAt: 'Synchroniseren: {position} van {total}: {controller}',
  syncProgressFailed: same('({count} mislukt)'),
  syncSynced: '#{id} {alias}: {status}, {sites} ({bound}), {devices}, {clients} in {seconds} s',
  syncNotSynced: '#{id} {alias}: {message}',
  syncSiteFailed: 'site {site}: {message} ({code})',
  syncTotals: '{controllers}: {sites}, {devices}, {clients}, {failures}',
  syncStatus_connected: 'verbonden',
  syncStatus_needs_credentials: 'aanmeldgegevens nodig',
  syncStatus_unavailable: 'onbereikbaar',
  syncStatus_failed: 'mislukt',
  syncStatus_never_synced: 'nooit gesynchroniseerd',
  syncControllers: { one: '{count} controller', other: '{count} controllers' },
  syncSites: { one: '{count} site', other: '{count} sites' },
  syncBound: same('{count} gekoppeld'),
  syncDevices: { one: '{count} toestel', other: '{count} toestellen' },
  syncClients: { one: '{count} verbonden apparaat', other: '{count} verbonden apparaten' },
  syncFailures: { one: '{count} fout', other: '{count} fouten' },
  page: 'Pagina {page} van {lastPage} · {things}',
  customers: { one: '{count} klant', other: '{count} klanten' },
  locations: { one: '{count} locatie', other: '{count} locaties' },
  products: { one: '{count} product', other: '{count} producten' },
  tooManyAttempts: 'Te veel pogingen. Probeer het later opnieuw.',
  tooManyAttemptsWait: {
    one: 'Te veel pogingen. Probeer opnieuw over {count} seconde.',
    other: 'Te veel pogingen. Probeer opnieuw over {count} seconden.',
  },
}

const fr: Catalog = {
  firstListed: {
    one: 'Seul le premier problème est listé.',
    other: 'Seuls les {count} premiers problèmes sont listés.',
  },
  stockWhat: '{lines}, {products}, {units}',
  stockLines: { one: '{count} ligne', other: '{count} lignes' },
  stockProducts: { one: '{count} produit', other: '{count} produits' },
  stockUnits: { one: '{count} unité', other: '{count} unités' },
  stockChecked:
    "{what} vérifiés : le fichier peut être importé ({mode}). Rien n'a été écrit (essai).",
  stockImported_add:
    '{what} importés : ajoutés au stock. Chaque ligne figure dans le journal du stock.',
  stockImported_deduct:
    '{what} importés : déduits du stock. Chaque ligne figure dans le journal du stock.',
  stockImported_count: '{what} importés : comptés. Chaque ligne figure dans le journal du stock.',
  tenantsChecked: {
    one: "{count} locataire vérifié : le fichier peut être importé. Rien n'a été écrit (essai).",
    other:
      "{count} locataires vérifiés : le fichier peut être importé. Rien n'a été écrit (essai).",
  },
  tenantsImported: {
    one: "{count} locataire importé dans le site {location}. Sa clé est créée cette nuit, sauf si vous la créez maintenant dans l'onglet Locataires.",
    other:
      "{count} locataires importés dans le site {location}. Leurs clés sont créées cette nuit, sauf si vous les créez maintenant dans l'onglet Locataires.",
  },
  syncProgress: 'Synchronisation {position} sur {total}',
  syncProgressAt: 'Synchronisation {position} sur {total} : {controller}',
  syncProgressFailed: same('({count} en échec)'),
  syncSynced: '#{id} {alias} : {status}, {sites} ({bound}), {devices}, {clients} en {seconds} s',
  syncNotSynced: '#{id} {alias} : {message}',
  syncSiteFailed: 'site {site} : {message} ({code})',
  syncTotals: '{controllers} : {sites}, {devices}, {clients}, {failures}',
  syncStatus_connected: 'connecté',
  syncStatus_needs_credentials: 'identifiants requis',
  syncStatus_unavailable: 'injoignable',
  syncStatus_failed: 'en échec',
  syncStatus_never_synced: 'jamais synchronisé',
  syncControllers: { one: '{count} contrôleur', other: '{count} contrôleurs' },
  syncSites: { one: '{count} site', other: '{count} sites' },
  syncBound: { one: '{count} lié', other: '{count} liés' },
  syncDevices: { one: '{count} appareil', other: '{count} appareils' },
  syncClients: { one: '{count} client', other: '{count} clients' },
  syncFailures: { one: '{count} échec', other: '{count} échecs' },
  page: 'Page {page} sur {lastPage} · {things}',
  customers: { one: '{count} client', other: '{count} clients' },
  locations: { one: '{count} lieu', other: '{count} lieux' },
  products: { one: '{count} produit', other: '{count} produits' },
  tooManyAttempts: 'Trop de tentatives. Réessayez plus tard.',
  tooManyAttemptsWait: {
    one: 'Trop de tentatives. Réessayez dans {count} seconde.',
    other: 'Trop de tentatives. Réessayez dans {count} secondes.',
  },
}

const de: Catalog = {
  firstListed: {
    one: 'Nur das erste Problem wird aufgeführt.',
    other: 'Nur die ersten {count} Probleme werden aufgeführt.',
  },
  stockWhat: '{lines}, {products}, {units}',
  stockLines: { one: '{count} Zeile', other: '{count} Zeilen' },
  stockProducts: { one: '{count} Produkt', other: '{count} Produkte' },
  stockUnits: same('{count} Stück'),
  stockChecked:
    '{what} geprüft: Die Datei kann importiert werden ({mode}). Nichts wurde geschrieben (Probelauf).',
  stockImported_add:
    '{what} importiert: dem Lager hinzugefügt. Jede Zeile steht im Lagerprotokoll.',
  stockImported_deduct:
    '{what} importiert: vom Lager abgezogen. Jede Zeile steht im Lagerprotokoll.',
  stockImported_count: '{what} importiert: gezählt. Jede Zeile steht im Lagerprotokoll.',
  tenantsChecked: same(
    '{count} Mieter geprüft: Die Datei kann importiert werden. Nichts wurde geschrieben (Probelauf).'
  ),
  tenantsImported: {
    one: '{count} Mieter in Standort {location} importiert. Sein Schlüssel wird heute Nacht erstellt, außer Sie erstellen ihn jetzt im Tab Mieter.',
    other:
      '{count} Mieter in Standort {location} importiert. Ihre Schlüssel werden heute Nacht erstellt, außer Sie erstellen sie jetzt im Tab Mieter.',
  },
  syncProgress: 'Synchronisiere {position} von {total}',
  syncProgressAt: 'Synchronisiere {position} von {total}: {controller}',
  syncProgressFailed: same('({count} fehlgeschlagen)'),
  syncSynced: '#{id} {alias}: {status}, {sites} ({bound}), {devices}, {clients} in {seconds} s',
  syncNotSynced: '#{id} {alias}: {message}',
  syncSiteFailed: 'Site {site}: {message} ({code})',
  syncTotals: '{controllers}: {sites}, {devices}, {clients}, {failures}',
  syncStatus_connected: 'verbunden',
  syncStatus_needs_credentials: 'Zugangsdaten nötig',
  syncStatus_unavailable: 'nicht erreichbar',
  syncStatus_failed: 'fehlgeschlagen',
  syncStatus_never_synced: 'nie synchronisiert',
  syncControllers: same('{count} Controller'),
  syncSites: { one: '{count} Site', other: '{count} Sites' },
  syncBound: same('{count} verbunden'),
  syncDevices: { one: '{count} Gerät', other: '{count} Geräte' },
  syncClients: { one: '{count} Client', other: '{count} Clients' },
  syncFailures: same('{count} Fehler'),
  page: 'Seite {page} von {lastPage} · {things}',
  customers: { one: '{count} Kunde', other: '{count} Kunden' },
  locations: { one: '{count} Standort', other: '{count} Standorte' },
  products: { one: '{count} Produkt', other: '{count} Produkte' },
  tooManyAttempts: 'Zu viele Versuche. Versuchen Sie es später erneut.',
  tooManyAttemptsWait: {
    one: 'Zu viele Versuche. Versuchen Sie es in {count} Sekunde erneut.',
    other: 'Zu viele Versuche. Versuchen Sie es in {count} Sekunden erneut.',
  },
}

/** Every text of every language (read by the test that checks counts before nouns). */
export const CATALOGS: Readonly<Record<Language, Catalog>> = { en, nl, fr, de }

let current: Language = 'en'

/** The account's language, from the stored configuration (unknown or missing: English). */
export function setLanguage(lang: string | undefined | null) {
  current = (LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as Language) : 'en'
}

export const language = () => current

/** A number as the account's language writes it, e.g. seconds with one decimal ("0.8" in English, "0,8" in French). */
export function decimal(value: number, fractionDigits = 1) {
  return new Intl.NumberFormat(current, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value)
}

export function text(key: string, vars: Vars = {}): string {
  const entry = CATALOGS[current][key] ?? CATALOGS.en[key]
  if (entry === undefined) return key
  if (typeof entry === 'string') return fill(entry, vars)
  const count = Number(vars.count)
  const form = entry[new Intl.PluralRules(current).select(count)] ?? entry.other
  // Like ICU's `#`, the count reads as the language writes numbers ("1,250" in English, "1.250" in Dutch).
  return fill(form, { ...vars, count: new Intl.NumberFormat(current).format(count) })
}

function fill(template: string, vars: Vars) {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in vars ? String(vars[name]) : placeholder
  )
}
