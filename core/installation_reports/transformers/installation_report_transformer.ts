import type InstallationReport from '#core/installation_reports/models/installation_report'

const photoUrl = (report: InstallationReport, photoId: number) =>
  `/rest/locations/${report.locationId}/installation/${report.id}/photos/${photoId}`

export function transformInstallationReport(report: InstallationReport) {
  const author = report.$preloaded.user as InstallationReport['user'] | undefined
  return {
    id: report.id,
    location_id: report.locationId,
    bridge_present: report.bridgePresent,
    failover_present: report.failoverPresent,
    guest_wifi_ok: report.guestWifiOk,
    notes: report.notes,
    created_at: report.createdAt.toISO()!,
    author: author
      ? {
          id: author.id,
          name: [author.firstname, author.name].filter(Boolean).join(' ') || author.email,
        }
      : null,
    photos: ((report.$preloaded.photos as InstallationReport['photos'] | undefined) ?? []).map(
      (photo) => ({
        id: photo.id,
        name: photo.originalName,
        mime: photo.mime,
        width: photo.width,
        height: photo.height,
        bytes: photo.bytes,
        url: photoUrl(report, photo.id),
        thumbnail_url: `${photoUrl(report, photo.id)}?size=thumb`,
      })
    ),
  }
}
