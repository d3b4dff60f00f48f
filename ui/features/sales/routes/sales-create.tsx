import { VisitWizard } from '../components/visit-wizard'
import { SalesPage } from '../components/sales-page'

/** `/admin/sales/create`: the visit wizard. */
export default function SalesCreatePage() {
  return (
    <SalesPage>
      <VisitWizard />
    </SalesPage>
  )
}
