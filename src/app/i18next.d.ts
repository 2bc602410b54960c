// Typed keys: `t('till.methods.cash')` is checked against the Chinese catalogue (the source of the
// core keys; en.ts must have the same shape), and each module's namespace against its zh/en pairs
// (`useTranslation(pricingText.ns)` then `t('tools.box')`), so a misspelt or removed key fails the
// typecheck. Declared here, where the app puts the modules together (src/i18n knows no module).
import 'i18next'
import type { Words } from '../i18n/module-text.ts'
import type { zh } from '../i18n/zh.ts'
import type { dashboardText } from '../modules/dashboard/dashboard.text.ts'
import type { financeText } from '../modules/finance/finance.text.ts'
import type { pricingText } from '../modules/pricing/pricing.text.ts'
import type { publicText } from '../modules/public/public.text.ts'
import type { recruitText } from '../modules/recruit/recruit.text.ts'
import type { tillDeviceText } from '../modules/shop/till/till-device.text.ts'
import type { studyText } from '../modules/study/study.text.ts'
import type { systemText } from '../modules/system/system.text.ts'
import type { officeText } from '../views/office.text.ts'
import type { visitorText } from './public-layout.tsx'

type Namespace<T extends { pairs: object }> = Words<T['pairs']>

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: {
      translation: typeof zh
      dashboard: Namespace<typeof dashboardText>
      finance: Namespace<typeof financeText>
      office: Namespace<typeof officeText>
      pricing: Namespace<typeof pricingText>
      public: Namespace<typeof publicText>
      recruit: Namespace<typeof recruitText>
      study: Namespace<typeof studyText>
      system: Namespace<typeof systemText>
      tillDevice: Namespace<typeof tillDeviceText>
      visitor: Namespace<typeof visitorText>
    }
  }
}
