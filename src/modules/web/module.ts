// Website (spec §2 /web): product cases and certificates (site info and icon lookup: system module).
import { defineModule } from '../define-module.ts'
import { webCertificates, webProducts } from './web.resource.ts'
import { webModuleWords } from './words.text.ts'

export const webModule = defineModule({
  name: 'web',
  group: {
    path: '/web',
    title: webModuleWords.webModule.group.title,
    icon: 'global-line',
    access: { switch: 'sel770' },
  },
  resources: [webProducts, webCertificates],
})
