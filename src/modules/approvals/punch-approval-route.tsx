// /expe/staff_buka_sp is the punch approver's list, and with a sop_id the detail a notice opens.
import { useSearchParams } from 'react-router'
import { PunchApprovalPage } from './punch-pages.tsx'
import { SopDetailPage } from './sop-detail-page.tsx'

export function PunchApprovalRoute() {
  const [params] = useSearchParams()
  return params.get('sop_id') ? <SopDetailPage /> : <PunchApprovalPage />
}
