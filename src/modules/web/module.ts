// Website (spec §2 /web): product cases and certificates (site info and icon lookup: system module).
import { defineModule } from '../define-module.ts'
import { webCertificates, webProducts } from './web.resource.ts'

export const webModule = defineModule({
  name: 'web',
  group: {
    path: '/web',
    title: { zh: '网站', en: 'Website' },
    icon: 'global-line',
    access: { switch: 'sel770' },
  },
  resources: [webProducts, webCertificates],
})
