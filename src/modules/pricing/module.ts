// Cloud pricing: the pricing units of the system group, and the visitor pricing pages (/yun…).
import { defineModule, page } from '../define-module.ts'
import { siteUnits } from './site-units.resource.ts'

export const pricingModule = defineModule({
  name: 'pricing',
  resources: [siteUnits],
  publicPages: page('./pricing.pages.tsx', 'pricingPages'),
})
