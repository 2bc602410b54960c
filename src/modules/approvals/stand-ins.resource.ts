// 代理审批 (issue 36): while an approver is away, for a range of company days, the steps that wait on
// them wait on their stand-in instead. One record per approver (id `standin.{approver_id}`), changed
// in place and ended early by its status, so an approver has at most one stand-in at a time and the
// record's history tells every change. Mirrored to everyone who uses the approvals: a request's
// applicant and co-approvers see who decides for whom, offline as well.
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { sops } from './approvals.resource.ts'
import { standInStatusWords, standInFieldWords as words } from './approvals.text.ts'

export const sopStandIns = defineResource({
  name: 'sopStandIns',
  title: words.title,
  api: { list: '/sops/getStandInList' },
  access: sops.access,
  route: '/expe/standins',
  icon: 'user-shared-line',
  fields: {
    id: f.id(),
    approver_id: f.int({ label: words.approverId }),
    approver_name: f.text({ label: words.approverName, max: 40 }),
    standin_id: f.int({ label: words.standinId }),
    standin_name: f.text({ label: words.standinName, max: 40 }),
    /** The first and the last company day of the range (YYYY-MM-DD), both included. */
    start_date: f.date({ label: words.startDate }),
    end_date: f.date({ label: words.endDate }),
    note: f.text({ label: words.note, max: 200 }),
    status: common.status(standInStatusWords),
    /** Who set it: the approver, or an admin for them. */
    set_by_id: f.int({ label: words.setById }),
    set_by_name: f.text({ label: words.setByName, max: 40 }),
  },
  indexes: ['approver_id', 'standin_id'],
  list: {
    columns: ['approver_name', 'standin_name', 'start_date', 'end_date', 'status'],
    search: ['approver_name', 'standin_name'],
    sort: 'start_date',
  },
  form: [],
})
