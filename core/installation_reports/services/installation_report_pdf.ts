import type { DateTime } from 'luxon'
import i18nManager from '@adonisjs/i18n/services/main'
import type InstallationReport from '#core/installation_reports/models/installation_report'
import { ReportPdf } from '#core/installation_reports/services/report_pdf'
import { photoForPrint } from '#kernel/storage/photos'

const LANGUAGES = ['nl', 'en', 'fr', 'de']

/** The translator of the report documents in a customer's language. */
export function reportTexts(language: string) {
  const i18n = i18nManager.locale(LANGUAGES.includes(language) ? language : 'en')
  return {
    t: (key: string, data?: Record<string, unknown>) => i18n.t(`reports.${key}`, data),
    date: (value: DateTime) =>
      value.setZone('Europe/Brussels').setLocale(i18n.locale).toFormat('d LLL yyyy HH:mm'),
  }
}

/**
 * Writes a venue's installation reports into `pdf`, oldest first: the three checks, the notes and every photo
 * (scaled down one at a time, so a report with many photos never holds them all in memory).
 */
export async function writeInstallationReports(
  pdf: ReportPdf,
  reports: InstallationReport[],
  language: string
) {
  const { t, date } = reportTexts(language)
  const yesNo = (value: boolean) => t(value ? 'yes' : 'no')
  if (reports.length === 0) pdf.text(t('installation.none'), { grey: true })
  for (const report of reports) {
    const author = report.$preloaded.user as InstallationReport['user'] | undefined
    pdf.heading(t('installation.report_of', { date: date(report.createdAt) }), 13)
    if (author)
      pdf.text(
        t('by', {
          name: [author.firstname, author.name].filter(Boolean).join(' ') || author.email,
        }),
        { grey: true }
      )
    pdf.text(`${t('installation.bridge_present')}: ${yesNo(report.bridgePresent)}`)
    pdf.text(`${t('installation.failover_present')}: ${yesNo(report.failoverPresent)}`)
    pdf.text(`${t('installation.guest_wifi_ok')}: ${yesNo(report.guestWifiOk)}`)
    if (report.notes) pdf.text(report.notes)
    for (const photo of report.photos) {
      const { data, info } = await photoForPrint(photo.path).catch(() => ({
        data: null,
        info: null,
      }))
      if (data && info) await pdf.jpeg(data, info.width, info.height)
      else pdf.text(t('photo_missing', { name: photo.originalName }), { grey: true })
    }
  }
}

export async function installationReportPdf(
  venue: string,
  reports: InstallationReport[],
  language: string
) {
  const { t } = reportTexts(language)
  const pdf = await ReportPdf.create(t('installation.title', { venue }))
  pdf.heading(t('installation.title', { venue }))
  await writeInstallationReports(pdf, reports, language)
  return pdf.save()
}
