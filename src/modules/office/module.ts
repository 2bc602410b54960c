// Office (spec §2 /office): notices and the seal ledger.
import { defineModule, numberedGroup } from '../define-module.ts'
import { officeNotices, sealUsages } from './office.resource.ts'
import { officeModuleWords } from './words.text.ts'

export const officeModule = defineModule({
  name: 'office',
  group: numberedGroup(700, {
    path: '/office',
    title: officeModuleWords.officeModule.group.title,
    icon: 'briefcase-4-line',
  }),
  resources: [officeNotices, sealUsages],
})
