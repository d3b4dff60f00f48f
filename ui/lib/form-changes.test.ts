import { describe, expect, it } from 'vitest'
import { changedValues } from './form-changes'

describe('changedValues', () => {
  const initial = { name: 'Café', city: '', plan: 2, note: null }

  it('on an edit sends only what changed, empty inputs as null', () => {
    expect(
      changedValues(initial, { name: 'Café', city: 'Gent', plan: 3, note: null }, { editing: true })
    ).toEqual({ city: 'Gent', plan: 3 })
    expect(changedValues(initial, { ...initial, name: '' }, { editing: true })).toEqual({
      name: null,
    })
  })

  it('on a create sends every filled field; nulls only when asked', () => {
    const values = { name: 'Café', city: '', plan: 2, note: null }
    expect(changedValues(initial, values, { editing: false })).toEqual({ name: 'Café', plan: 2 })
    expect(changedValues(initial, values, { editing: false, keepNulls: true })).toEqual({
      name: 'Café',
      plan: 2,
      note: null,
    })
  })
})
