// The shop managers' offline codes as the tills mirror them: salted hashes only (the codes are shown
// once, to the manager who drew them). Written by the server alone (POST /dian/offlineGrantCodes).
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'

export const offlineGrants = defineResource({
  name: 'offlineGrants',
  title: { zh: '店长离线授权码', en: 'Manager offline codes' },
  api: { list: '/dian/getOfflineGrantList' },
  access: numberedAccess(280),
  route: '/dian/offlinegrants',
  fields: {
    id: f.id(),
    manager_name: f.text({ label: { zh: '店长', en: 'Manager' }, max: 60, readOnly: true }),
    manager_id: f.int({ label: { zh: '店长编号', en: 'Manager id' }, readOnly: true }),
    salt: f.text({ label: { zh: '盐', en: 'Salt' }, max: 64, readOnly: true }),
    hash: f.text({ label: { zh: '摘要', en: 'Hash' }, max: 64, readOnly: true }),
    iterations: f.int({ label: { zh: '迭代次数', en: 'Iterations' }, readOnly: true }),
    /** When the server took it (ms); 0 while unused. */
    used_at: f.int({ label: { zh: '使用时间', en: 'Used at' }, instant: true, readOnly: true }),
    /** What it unlocked: `<action>:<subject>`. */
    used_for: f.text({ label: { zh: '用于', en: 'Used for' }, max: 80, readOnly: true }),
  },
  indexes: [],
  list: { columns: ['manager_name', 'used_at', 'used_for'], search: ['manager_name'], sort: 'used_at' },
  form: [],
})
