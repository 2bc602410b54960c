// The shop managers' offline codes as the tills mirror them: salted hashes only (the codes are shown
// once, to the manager who drew them). Written by the server alone (POST /dian/offlineGrantCodes).
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { offlineGrantsWords } from './words.text.ts'

export const offlineGrants = defineResource({
  name: 'offlineGrants',
  title: offlineGrantsWords.offlineGrants.title,
  api: { list: '/dian/getOfflineGrantList' },
  access: numberedAccess(280),
  route: '/dian/offlinegrants',
  fields: {
    id: f.id(),
    manager_name: f.text({
      label: offlineGrantsWords.offlineGrants.fields.manager_name,
      max: 60,
      readOnly: true,
    }),
    manager_id: f.int({ label: offlineGrantsWords.offlineGrants.fields.manager_id, readOnly: true }),
    salt: f.text({ label: offlineGrantsWords.offlineGrants.fields.salt, max: 64, readOnly: true }),
    hash: f.text({ label: offlineGrantsWords.offlineGrants.fields.hash, max: 64, readOnly: true }),
    iterations: f.int({ label: offlineGrantsWords.offlineGrants.fields.iterations, readOnly: true }),
    /** When the server took it (ms); 0 while unused. */
    used_at: f.int({ label: offlineGrantsWords.offlineGrants.fields.used_at, instant: true, readOnly: true }),
    /** What it unlocked: `<action>:<subject>`. */
    used_for: f.text({ label: offlineGrantsWords.offlineGrants.fields.used_for, max: 80, readOnly: true }),
  },
  indexes: [],
  list: { columns: ['manager_name', 'used_at', 'used_for'], search: ['manager_name'], sort: 'used_at' },
  form: [],
})
