// Projects (/proj/projlist) and their approval posts (/proj/projsop): who holds which post on which
// project, so a sop filed for a project goes to that project's manager.
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { notBefore } from '../../resources/record-rules.ts'
import { projectsWords } from './words.text.ts'

export const projects = defineResource({
  name: 'projects',
  title: projectsWords.projects.title,
  api: { list: '/proj/getProjList', save: '/proj/saveProj', remove: '/proj/delProj' },
  access: numberedAccess(100, 101),
  route: '/proj/projlist',
  icon: 'list-check-2',
  recordTitle: 'name',
  fields: {
    id: f.id(),
    code: f.text({ label: projectsWords.projects.fields.code, required: true, max: 30, unique: true }),
    name: f.text({ label: projectsWords.projects.fields.name, required: true, max: 120 }),
    client: f.text({ label: projectsWords.projects.fields.client, max: 120 }),
    manager: f.text({ label: projectsWords.projects.fields.manager, max: 30 }),
    amount: f.money({ label: projectsWords.projects.fields.amount }),
    start_date: f.date({ label: projectsWords.projects.fields.start_date }),
    end_date: f.date({ label: projectsWords.projects.fields.end_date }),
    status: common.status({
      preparing: projectsWords.projects.preparing.status,
      building: projectsWords.projects.building.status,
      finished: projectsWords.projects.finished.status,
      suspended: projectsWords.projects.suspended.status,
    }),
    address: f.text({ label: projectsWords.projects.fields.address, max: 200 }),
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
  title: projectsWords.projPosts.title,
  api: { list: '/sops/getSopPostList', save: '/sops/saveSopPost', remove: '/sops/delSopPost' },
  access: numberedAccess(100, 128),
  route: '/proj/projsop',
  icon: 'organization-chart',
  fields: {
    id: f.id(),
    project_id: common.project,
    post: f.text({ label: projectsWords.projPosts.fields.post, required: true, max: 30 }),
    staff_id: f.ref({
      label: projectsWords.projPosts.fields.staff_id,
      resource: 'staff',
      display: 'name',
      required: true,
    }),
  },
  indexes: ['project_id'],
  list: { columns: ['project_id', 'post', 'staff_id'], search: ['post'], sort: 'project_id' },
  form: [['project_id'], ['post', 'staff_id']],
})
