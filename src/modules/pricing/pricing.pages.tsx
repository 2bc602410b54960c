// The cloud pricing visitor pages, mounted by the router outside the staff session guard.
import type { PublicElements } from '../../auth/public-paths.ts'
import { BoxEstimatePage } from './box-estimate-page.tsx'
import { CostEntryPage, CostListPage } from './cost-notebook-page.tsx'
import { EquipmentPage } from './equipment-page.tsx'
import { LogNotebookPage } from './log-notebook-page.tsx'
import { ValuationPage } from './valuation-page.tsx'
import { YunIndexPage } from './yun-index-page.tsx'
import { YunLoginPage } from './yun-login-page.tsx'

export const pricingPages: PublicElements = {
  '/yunlogin': <YunLoginPage />,
  '/yunindex': <YunIndexPage />,
  '/yunpeidian': <BoxEstimatePage />,
  '/yunrizhi': <LogNotebookPage />,
  '/yuncost': <CostEntryPage />,
  '/yuncostlist': <CostListPage />,
  '/yunpeidianshebei': <EquipmentPage />,
  '/yunpeidiangujia': <ValuationPage />,
}
