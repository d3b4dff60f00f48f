import { Tabs } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { paths } from '@/config/paths'

const TABS = [
  { path: paths.admin.sales, label: 'tabs.overview' },
  { path: paths.admin.salesCreate, label: 'tabs.create' },
  { path: paths.admin.salesCalculate, label: 'tabs.calculate' },
]

/** Overview | New visit | Calculator (spec §2 `/admin/sales`). */
export function SalesTabs() {
  const { t } = useTranslation('sales')
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const active =
    TABS.find((tab) => tab.path !== paths.admin.sales && pathname.startsWith(tab.path))?.path ??
    paths.admin.sales
  return (
    <Tabs value={active} onChange={(value) => value && navigate(value)}>
      <Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Tab key={tab.path} value={tab.path}>
            {t(tab.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  )
}
