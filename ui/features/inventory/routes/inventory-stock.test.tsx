import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import type { InventoryStats, Product } from '../api/inventory'
import InventoryStockPage from './inventory-stock'

const router: Product = {
  id: 3,
  name: 'Peplink Balance 20X',
  type: 'router',
  model: 'BPL-021X',
  vendor: 'peplink',
  ean: null,
  sku: 'PEP-20X',
  supplierId: null,
  supplierName: null,
  currency: 'EUR',
  purchasePriceCents: 45000,
  salePriceCents: 59900,
  caasPriceCents: 2500,
  configPriceCents: 0,
  monthlyLicenceCents: 1200,
  quantity: 2,
  totalValueCents: 90000,
  lowStockThreshold: 3,
  lowStock: true,
  serialized: false,
  ownBrand: false,
  inventoryProductId: null,
  stripeProductId: null,
  createdAt: '2026-11-25T10:00:00Z',
  updatedAt: '2026-11-25T10:00:00Z',
}
const stats: InventoryStats = {
  currency: 'EUR',
  totalValueCents: 90000,
  totalUnits: 2,
  products: 1,
  byVendor: [{ vendor: 'peplink', valueCents: 90000, units: 2 }],
  byType: [{ type: 'router', valueCents: 90000, units: 2 }],
  lowStock: [{ id: 3, name: router.name, model: router.model, quantity: 2, lowStockThreshold: 3 }],
  allocated: { units: 1, locations: 1 },
}

describe('admin inventory: stock tab', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the value in stock and low stock, deducts with a reason, and names the bad lines of a refused CSV', async () => {
    const { calls } = fakeRest({
      'GET /inventory': () =>
        jsonResponse(200, {
          data: [router],
          meta: { total: 1, page: 1, perPage: 25, lastPage: 1 },
        }),
      'GET /inventory/stats': () => jsonResponse(200, stats),
      'POST /inventory': () => jsonResponse(201, { productId: 3, change: -1, quantity: 1 }),
      'POST /inventory/bulk': () =>
        jsonResponse(422, {
          code: 'E_STOCK_CSV_INVALID',
          message: 'x',
          errors: [
            {
              field: 'file',
              rule: 'csv_model_not_found',
              line: 4,
              message: 'Line 4: product model not found: XYZ',
            },
          ],
        }),
    })
    renderWithApp(<InventoryStockPage />)

    const row = await screen.findByRole('row', { name: /Peplink Balance 20X/ })
    expect(row).toHaveTextContent('low')
    expect(row).toHaveTextContent('900,00')
    expect(screen.getByText('1 product low on stock')).toBeInTheDocument()

    await userEvent.click(within(row).getByRole('button', { name: 'Add or deduct' }))
    const dialog = await screen.findByRole('dialog', { name: 'Stock of Peplink Balance 20X' })
    await userEvent.click(within(dialog).getByText('Deduct'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deduct' }))
    const post = await vi.waitFor(() =>
      calls.find((call) => call.method === 'POST' && call.path === '/inventory')!
    )
    expect(post.body).toEqual({ productId: 3, change: -1, reason: 'sale' })

    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }))
    const upload = await screen.findByRole('dialog', { name: 'Import a CSV' })
    const input = upload.querySelector('input[type="file"]') as HTMLInputElement
    await userEvent.upload(
      input,
      new File(['model,quantity\nXYZ,1\n'], 'count.csv', { type: 'text/csv' })
    )
    await userEvent.click(within(upload).getByRole('button', { name: 'Check the file' }))
    expect(
      await within(upload).findByText('Line 4: product model not found: XYZ')
    ).toBeInTheDocument()
    expect(within(upload).getByRole('button', { name: 'Import' })).toBeDisabled()
  }, 20_000)
})
