// Projects (/proj/projlist) and their approval posts (/proj/projsop): who holds which post on which
// project, so a sop filed for a project goes to that project's manager.
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { notBefore } from '../../resources/record-rules.ts'
import { bilingual } from '../../resources/text.ts'

export const projects = defineResource({
  name: 'projects',
  title: bilingual('项目立项', 'Projects'),
  api: { list: '/proj/getProjList', save: '/proj/saveProj', remove: '/proj/delProj' },
  access: numberedAccess(100, 101),
  route: '/proj/projlist',
  icon: 'list-check-2',
  recordTitle: 'name',
  fields: {
    id: f.id(),
    code: f.text({ label: bilingual('项目编号', 'Code'), required: true, max: 30, unique: true }),
    name: f.text({ label: bilingual('项目名称', 'Name'), required: true, max: 120 }),
    client: f.text({ label: bilingual('建设单位', 'Client'), max: 120 }),
    manager: f.text({ label: bilingual('项目经理', 'Project manager'), max: 30 }),
    amount: f.money({ label: bilingual('合同金额', 'Contract value') }),
    start_date: f.date({ label: bilingual('开工日期', 'Start') }),
    end_date: f.date({ label: bilingual('计划竣工', 'Planned completion') }),
    status: common.status({
      preparing: bilingual('筹备中', 'Preparing'),
      building: bilingual('在建', 'Under construction'),
      finished: bilingual('已竣工', 'Completed'),
      suspended: bilingual('停工', 'Suspended'),
    }),
    address: f.text({ label: bilingual('项目地址', 'Address'), max: 200 }),
    remark: common.remark,
  },
  rules: [notBefore('end_date', 'start_date')],
  indexes: ['code', 'name', 'status'],
  list: {
    columns: ['code', 'name', 'client', 'manager', 'amount', 'status', 'start_date'],
    search: ['code', 'name'],
    sort: 'code',
  },
  form: [
    ['code', 'name'],
    ['client', 'manager'],
    ['amount', 'status'],
    ['start_date', 'end_date'],
    ['address'],
    ['remark'],
  ],
})

export const projPosts = defineResource({
  name: 'projPosts',
  title: bilingual('项目审批架构', 'Project approval structure'),
  api: { list: '/sops/getSopPostList', save: '/sops/saveSopPost', remove: '/sops/delSopPost' },
  access: numberedAccess(100, 128),
  route: '/proj/projsop',
  icon: 'organization-chart',
  fields: {
    id: f.id(),
    project_id: common.project,
    post: f.text({ label: bilingual('岗位', 'Post'), required: true, max: 30 }),
    staff_id: f.ref({
      label: bilingual('任职人员', 'Held by'),
      resource: 'staff',
      display: 'name',
      required: true,
    }),
  },
  indexes: ['project_id'],
  list: { columns: ['project_id', 'post', 'staff_id'], search: ['post'], sort: 'project_id' },
  form: [['project_id'], ['post', 'staff_id']],
})
