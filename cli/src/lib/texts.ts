/**
 * The CLI's own sentences in the account's language (nl, en, fr, de; stored at login from the self record). The
 * server's error texts arrive already translated; these are the lines the CLI writes itself around them.
 */
export const LANGUAGES = ['en', 'nl', 'fr', 'de'] as const
export type Language = (typeof LANGUAGES)[number]

type Vars = Record<string, string | number>
type Catalog = Record<string, (vars: Vars) => string>

const plural = (count: string | number | undefined, one: string, other: string) =>
  Number(count) === 1 ? one : other

const TEXTS: Record<Language, Catalog> = {
  en: {
    firstListed: (v) => `Only the first ${v.count} problems are listed.`,
    stockWhat: (v) =>
      `${v.lines} ${plural(v.lines, 'line', 'lines')}, ${v.products} ${plural(v.products, 'product', 'products')}, ${v.units} ${plural(v.units, 'unit', 'units')}`,
    stockChecked: (v) =>
      `${v.what} checked: the file can be imported (${v.mode}). Nothing was written (dry run).`,
    stockImported_add: (v) => `Imported ${v.what}: added to stock. Every line is in the stock log.`,
    stockImported_deduct: (v) =>
      `Imported ${v.what}: deducted from stock. Every line is in the stock log.`,
    stockImported_count: (v) => `Imported ${v.what}: counted. Every line is in the stock log.`,
    tenantsChecked: (v) =>
      `${v.count} ${plural(v.count, 'tenant', 'tenants')} checked: the file can be imported. Nothing was written (dry run).`,
    tenantsImported: (v) =>
      `${v.count} ${plural(v.count, 'tenant', 'tenants')} imported into location ${v.location}. Their keys are created tonight, unless created now in the tenants tab.`,
  },
  nl: {
    firstListed: (v) => `Alleen de eerste ${v.count} problemen staan in de lijst.`,
    stockWhat: (v) =>
      `${v.lines} ${plural(v.lines, 'regel', 'regels')}, ${v.products} ${plural(v.products, 'product', 'producten')}, ${v.units} ${plural(v.units, 'stuk', 'stuks')}`,
    stockChecked: (v) =>
      `${v.what} gecontroleerd: het bestand kan geïmporteerd worden (${v.mode}). Er is niets geschreven (proefrun).`,
    stockImported_add: (v) =>
      `${v.what} geïmporteerd: aan de voorraad toegevoegd. Elke regel staat in het voorraadlogboek.`,
    stockImported_deduct: (v) =>
      `${v.what} geïmporteerd: van de voorraad afgetrokken. Elke regel staat in het voorraadlogboek.`,
    stockImported_count: (v) =>
      `${v.what} geïmporteerd: geteld. Elke regel staat in het voorraadlogboek.`,
    tenantsChecked: (v) =>
      `${v.count} ${plural(v.count, 'huurder', 'huurders')} gecontroleerd: het bestand kan geïmporteerd worden. Er is niets geschreven (proefrun).`,
    tenantsImported: (v) =>
      `${v.count} ${plural(v.count, 'huurder', 'huurders')} geïmporteerd in locatie ${v.location}. Hun sleutels worden vannacht aangemaakt, tenzij je ze nu aanmaakt in het tabblad Huurders.`,
  },
  fr: {
    firstListed: (v) => `Seuls les ${v.count} premiers problèmes sont listés.`,
    stockWhat: (v) =>
      `${v.lines} ${plural(v.lines, 'ligne', 'lignes')}, ${v.products} ${plural(v.products, 'produit', 'produits')}, ${v.units} ${plural(v.units, 'unité', 'unités')}`,
    stockChecked: (v) =>
      `${v.what} vérifiés : le fichier peut être importé (${v.mode}). Rien n'a été écrit (essai).`,
    stockImported_add: (v) =>
      `${v.what} importés : ajoutés au stock. Chaque ligne figure dans le journal du stock.`,
    stockImported_deduct: (v) =>
      `${v.what} importés : déduits du stock. Chaque ligne figure dans le journal du stock.`,
    stockImported_count: (v) =>
      `${v.what} importés : comptés. Chaque ligne figure dans le journal du stock.`,
    tenantsChecked: (v) =>
      `${v.count} ${plural(v.count, 'locataire vérifié', 'locataires vérifiés')} : le fichier peut être importé. Rien n'a été écrit (essai).`,
    tenantsImported: (v) =>
      `${v.count} ${plural(v.count, 'locataire importé', 'locataires importés')} dans le site ${v.location}. Leurs clés sont créées cette nuit, sauf si vous les créez maintenant dans l'onglet Locataires.`,
  },
  de: {
    firstListed: (v) => `Nur die ersten ${v.count} Probleme werden aufgeführt.`,
    stockWhat: (v) =>
      `${v.lines} ${plural(v.lines, 'Zeile', 'Zeilen')}, ${v.products} ${plural(v.products, 'Produkt', 'Produkte')}, ${v.units} ${plural(v.units, 'Stück', 'Stück')}`,
    stockChecked: (v) =>
      `${v.what} geprüft: Die Datei kann importiert werden (${v.mode}). Nichts wurde geschrieben (Probelauf).`,
    stockImported_add: (v) =>
      `${v.what} importiert: dem Lager hinzugefügt. Jede Zeile steht im Lagerprotokoll.`,
    stockImported_deduct: (v) =>
      `${v.what} importiert: vom Lager abgezogen. Jede Zeile steht im Lagerprotokoll.`,
    stockImported_count: (v) =>
      `${v.what} importiert: gezählt. Jede Zeile steht im Lagerprotokoll.`,
    tenantsChecked: (v) =>
      `${v.count} ${plural(v.count, 'Mieter', 'Mieter')} geprüft: Die Datei kann importiert werden. Nichts wurde geschrieben (Probelauf).`,
    tenantsImported: (v) =>
      `${v.count} ${plural(v.count, 'Mieter', 'Mieter')} in Standort ${v.location} importiert. Ihre Schlüssel werden heute Nacht erstellt, außer Sie erstellen sie jetzt im Tab Mieter.`,
  },
}

let current: Language = 'en'

/** The account's language, from the stored configuration (unknown or missing: English). */
export function setLanguage(lang: string | undefined | null) {
  current = (LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as Language) : 'en'
}

export const language = () => current

export function text(key: string, vars: Vars = {}): string {
  const build = TEXTS[current][key] ?? TEXTS.en[key]
  return build ? build(vars) : key
}
