export interface GroupCustomer {
  id: number
  name: string
  city: string | null
  country: string
  type: number
}

export interface Group {
  id: number
  name: string
  customers_count?: number
  customers?: GroupCustomer[]
  permissions?: string[]
}

export interface Page<T> {
  data: T[]
  meta: { total: number; page: number; perPage: number; lastPage: number }
}
