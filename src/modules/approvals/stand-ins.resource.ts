// 代理审批 (issue 36): while an approver is away, for a range of company days, the steps that wait on
// them wait on their stand-in instead. One record per approver (id `standin.{approver_id}`), changed
// in place and ended early by its status, so an approver has at most one stand-in at a time and the
// record's history tells every change. Mirrored to everyone who uses the approvals: a request's
// applicant and co-approvers see who decides for whom, offline as well.
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { bilingual } from '../../resources/text.ts'
import { sops } from './approvals.resource.ts'
import { standInStatusWords } from './approvals.text.ts'

export const sopStandIns = defineResource({
  name: 'sopStandIns',
  title: bilingual('审批代理', 'Approval stand-ins'),
  api: { list: '/sops/getStandInList' },
  access: sops.access,
  route: '/expe/standins',
  icon: 'user-shared-line',
  fields: {
    id: f.id(),
    approver_id: f.int({ label: bilingual('被代理人编号', 'Away approver id') }),
    approver_name: f.text({ label: bilingual('被代理人', 'Away approver'), max: 40 }),
    standin_id: f.int({ label: bilingual('代理人编号', 'Stand-in id') }),
    standin_name: f.text({ label: bilingual('代理人', 'Stand-in'), max: 40 }),
    /** The first and the last company day of the range (YYYY-MM-DD), both included. */
    start_date: f.date({ label: bilingual('开始日期', 'From') }),
    end_date: f.date({ label: bilingual('结束日期', 'To') }),
    note: f.text({ label: bilingual('备注', 'Note'), max: 200 }),
    status: f.enumOf({ label: bilingual('状态', 'Status'), options: standInStatusWords }),
    /** Who set it: the approver, or an admin for them. */
    set_by_id: f.int({ label: bilingual('设置人编号', 'Set by id') }),
    set_by_name: f.text({ label: bilingual('设置人', 'Set by'), max: 40 }),
  },
  indexes: ['approver_id', 'standin_id'],
  list: {
    columns: ['approver_name', 'standin_name', 'start_date', 'end_date', 'status'],
    search: ['approver_name', 'standin_name'],
    sort: 'start_date',
  },
  form: [],
})
