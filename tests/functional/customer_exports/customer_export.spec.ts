import { test } from '@japa/runner'
import JSZip from 'jszip'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { ApiRequest } from '@japa/api-client'
import type User from '#core/users/models/user'
import Location from '#core/locations/models/location'
import { PERMISSION_KEYS } from '#core/access/permissions'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'
import { jpegWithGps } from '#tests/helpers/photos'
import { seedGuest } from '#tests/functional/portal_admin/portal_world'
import { bufferBody } from '#tests/functional/locations/binary'

ApiRequest.addParser('application/octet-stream', bufferBody)

const tokenOf = (text: string | undefined) =>
  (text ?? '').match(/\/exports\/customer\/([A-Za-z0-9_-]+)/)![1]

test.group('Customer exports', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("an admin's export of a customer is mailed as a link to a ZIP of CSV files and PDFs; the link expires", async ({
    client,
    assert,
  }) => {
    const tenant = await createTenant()
    const second = await Location.create({ name: 'Terrace Bar', customerId: tenant.customer.id })
    const admin = await createUser({ isAdmin: true, email: 'export-admin@airdeck.test' })
    const installer = await createUser({ accountRole: 'installer' } as Partial<User>)
    const owner = await createUser({ email: 'owner-export@airdeck.test' })
    await grant(owner, 'customer', tenant.customer.id, [...PERMISSION_KEYS])
    for (const index of [1, 2, 3]) await seedGuest(second, { email: `guest${index}@example.test` })
    ;(
      await client
        .post(`/rest/locations/${second.id}/installation`)
        .fields({ bridgePresent: 'true', failoverPresent: 'true', guestWifiOk: 'true' })
        .file('photos', await jpegWithGps(), { filename: 'a.jpg', contentType: 'image/jpeg' })
        .withCsrfToken()
        .loginAs(installer)
    ).assertStatus(201)

    ;(
      await client
        .post(`/rest/customers/${tenant.customer.id}/export`)
        .json({})
        .withCsrfToken()
        .loginAs(owner)
    ).assertStatus(403)
    const started = await client
      .post(`/rest/customers/${tenant.customer.id}/export`)
      .json({})
      .withCsrfToken()
      .loginAs(admin)
    started.assertStatus(202)
    assert.equal(started.body().status, 'started')

    const mail = await mailCatcher.waitFor('export-admin@airdeck.test', 20_000)
    assert.include(mail.subject, tenant.customer.name)
    const link = `/rest/customer-exports/${tokenOf(mail.text)}`
    ;(await client.get(link).loginAs(owner)).assertStatus(404)
    const file = await client.get(link).loginAs(admin)
    file.assertStatus(200)
    const zip = await JSZip.loadAsync(file.body())
    const names = Object.keys(zip.files).sort()
    assert.includeMembers(names, ['venues.csv', 'users.csv', 'guests.csv', 'invoices.csv'])
    assert.isTrue(
      names.some((name) => name.startsWith(`installation-reports/${second.id}-terrace-bar`))
    )
    const venues = await zip.file('venues.csv')!.async('string')
    assert.include(venues, '"Terrace Bar"')
    const guests = (await zip.file('guests.csv')!.async('string')).trim().split('\r\n')
    assert.lengthOf(guests, 4)
    assert.include(await zip.file('users.csv')!.async('string'), 'owner-export@airdeck.test')
    const pdf = await zip
      .file(names.find((name) => name.startsWith('installation-reports/'))!)!
      .async('nodebuffer')
    assert.equal(pdf.subarray(0, 4).toString(), '%PDF')

    await db.from('customer_exports').update({ expires_at: new Date(Date.now() - 1000) })
    const expired = await client.get(link).loginAs(admin)
    expired.assertStatus(410)
    assert.equal(expired.body().code, 'E_EXPORT_EXPIRED')
  })
})
