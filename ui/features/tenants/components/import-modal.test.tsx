import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import { ImportModal } from './import-modal'

const csvFile = (text: string) => new File([text], 'tenants.csv', { type: 'text/csv' })

describe('the CSV import', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('checks the file first and names every bad line; nothing is imported until a corrected file passes', async () => {
    let attempt = 0
    const { calls, fetchMock } = fakeRest({
      'POST /locations/5/network/tenants/import': ({ query }) => {
        attempt++
        if (attempt === 1)
          return jsonResponse(422, {
            code: 'E_TENANT_CSV_INVALID',
            message: '1 line of the file is not valid.',
            errors: [
              {
                field: 'file',
                rule: 'csv_email',
                line: 57,
                message: 'Line 57: “broken-at-example.be” is not a valid e-mail address',
              },
            ],
          })
        return query.get('dryRun')
          ? jsonResponse(200, { dryRun: true, count: 199, imported: 0 })
          : jsonResponse(201, { dryRun: false, count: 199, imported: 199 })
      },
    })
    const onClose = vi.fn()
    renderWithApp(<ImportModal locationId={5} onClose={onClose} />)

    const input = (
      await screen.findByRole('dialog', { name: 'Import tenants from a CSV file' })
    ).querySelector('input[type="file"]') as HTMLInputElement
    await userEvent.upload(input, csvFile('name,email\n'))
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }))
    expect(await screen.findByText('1 line of the file is not valid.')).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Lines that are not valid' })).toHaveTextContent(
      'Line 57: “broken-at-example.be” is not a valid e-mail address'
    )
    expect(
      screen.getByText('Nothing was imported. Correct the file and check it again.')
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Import \d+/ })).not.toBeInTheDocument()

    await userEvent.upload(input, csvFile('name,email\nJan,jan@example.be\n'))
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }))
    expect(await screen.findByText('199 tenants are ready to be imported.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Import 199 tenants' }))
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled())

    expect(calls.map((call) => call.query.get('dryRun'))).toEqual(['1', '1', null])
    const sent = fetchMock.mock.calls[2]![1]!.body as FormData
    expect((sent.get('file') as File).name).toBe('tenants.csv')
  }, 20_000)

  it('a wrong header is the wrong format on line 1', async () => {
    fakeRest({
      'POST /locations/5/network/tenants/import': () =>
        jsonResponse(422, {
          code: 'E_TENANT_CSV_WRONG_FORMAT',
          message: 'Wrong format on line 1',
          errors: [
            {
              field: 'file',
              rule: 'csv_format',
              line: 1,
              message: 'Line 1: not two columns, name and email',
            },
          ],
        }),
    })
    renderWithApp(<ImportModal locationId={5} onClose={() => {}} />)
    const input = (await screen.findByRole('dialog')).querySelector(
      'input[type="file"]'
    ) as HTMLInputElement
    await userEvent.upload(input, csvFile('naam;mail\n'))
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }))
    expect(
      await screen.findByText(
        'Wrong format on line 1: the file needs a header row with exactly two columns, name and email.'
      )
    ).toBeInTheDocument()
  }, 20_000)
})
