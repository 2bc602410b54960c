// Office (spec §2 /office): notices and the seal ledger.
import { defineModule } from '../define-module.ts'
import { officeNotices, sealUsages } from './office.resource.ts'

export const officeModule = defineModule({
  name: 'office',
  group: {
    path: '/office',
    title: { zh: '行政', en: 'Office' },
    icon: 'briefcase-4-line',
    access: { switch: 'sel700', code: 700 },
    menuTitle: 'top700',
  },
  routes: [
    { resource: officeNotices, icon: 'notification-3-line' },
    { resource: sealUsages, icon: 'quill-pen-line' },
  ],
  resources: [officeNotices, sealUsages],
})
