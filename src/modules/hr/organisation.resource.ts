// The organisation around the staff files: companies (/staff/staffcomp), shops (/staff/staffdian),
// department posts (/staff/staffpost) and the posts a project has (/staff/staffpropost).
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { organisationWords } from './words.text.ts'

const access = numberedAccess(400)
const remark = common.remark
const activeStatus = common.status({
  active: organisationWords.activeStatus.active,
  disabled: organisationWords.activeStatus.disabled,
})

export const companies = defineResource({
  name: 'companies',
  title: organisationWords.companies.title,
  api: { list: '/staff/getStaffCompList', save: '/staff/saveStaffComp', remove: '/staff/delStaffComp' },
  access,
  route: '/staff/staffcomp',
  icon: 'building-4-line',
  fields: {
    id: f.id(),
    name: f.text({ label: organisationWords.companies.fields.name, required: true, max: 120 }),
    short_name: f.text({ label: organisationWords.companies.fields.short_name, max: 30 }),
    tax_no: common.taxNo,
    legal_person: f.text({ label: organisationWords.companies.fields.legal_person, max: 30 }),
    phone: f.text({ label: organisationWords.companies.fields.phone, max: 30 }),
    address: common.address,
    remark,
  },
  indexes: ['name'],
  list: {
    columns: ['name', 'short_name', 'tax_no', 'legal_person', 'phone'],
    search: ['name', 'short_name'],
    sort: 'name',
  },
  form: [['name', 'short_name'], ['tax_no', 'legal_person'], ['phone'], ['address'], ['remark']],
})

export const shops = defineResource({
  name: 'shops',
  title: organisationWords.shops.title,
  api: { list: '/staff/getStaffDianList', save: '/staff/saveStaffDian', remove: '/staff/delStaffDian' },
  access,
  route: '/staff/staffdian',
  icon: 'store-line',
  fields: {
    id: f.id(),
    name: f.text({ label: organisationWords.shops.fields.name, required: true, max: 60 }),
    code: f.text({ label: organisationWords.shops.fields.code, max: 20 }),
    comp_id: f.ref({ label: organisationWords.shops.fields.comp_id, resource: 'companies', display: 'name' }),
    manager_id: f.ref({
      label: organisationWords.shops.fields.manager_id,
      resource: 'staff',
      display: 'name',
    }),
    phone: f.text({ label: organisationWords.shops.fields.phone, max: 30 }),
    address: common.address,
    opened_date: f.date({ label: organisationWords.shops.fields.opened_date }),
    status: activeStatus,
    remark,
  },
  indexes: ['name'],
  list: {
    columns: ['name', 'code', 'manager_id', 'phone', 'address', 'status'],
    search: ['name', 'code'],
    sort: 'name',
  },
  form: [
    ['name', 'code'],
    ['comp_id', 'manager_id'],
    ['phone', 'opened_date'],
    ['address'],
    ['status'],
    ['remark'],
  ],
})

export const posts = defineResource({
  name: 'posts',
  title: organisationWords.posts.title,
  api: { list: '/staff/getStaffPostList', save: '/staff/saveStaffPost', remove: '/staff/delStaffPost' },
  access,
  route: '/staff/staffpost',
  icon: 'user-star-line',
  fields: {
    id: f.id(),
    depa_id: f.ref({
      label: organisationWords.posts.fields.depa_id,
      resource: 'departments',
      display: 'name',
      required: true,
      routing: true,
    }),
    // A flow's own-department step finds its post by name: renaming one moves who approves.
    name: f.text({ label: organisationWords.posts.fields.name, required: true, max: 30, routing: true }),
    level: f.int({ label: organisationWords.posts.fields.level, min: 1, max: 20 }),
    headcount: f.int({ label: organisationWords.posts.fields.headcount, min: 0, max: 999 }),
    duty: f.text({ label: organisationWords.posts.fields.duty, max: 500, multiline: true }),
  },
  indexes: ['depa_id', 'name'],
  list: { columns: ['depa_id', 'name', 'level', 'headcount'], search: ['name'], sort: 'depa_id' },
  form: [['depa_id', 'name'], ['level', 'headcount'], ['duty']],
})

export const projectPostTypes = defineResource({
  name: 'projectPostTypes',
  title: organisationWords.projectPostTypes.title,
  api: {
    list: '/staff/getStaffProPostList',
    save: '/staff/saveStaffPost2',
    remove: '/staff/delStaffProPost',
  },
  access,
  route: '/staff/staffpropost',
  icon: 'user-settings-line',
  fields: {
    id: f.id(),
    name: f.text({ label: organisationWords.projectPostTypes.fields.name, required: true, max: 30 }),
    allowance: f.money({ label: organisationWords.projectPostTypes.fields.allowance }),
    certificate: f.text({ label: organisationWords.projectPostTypes.fields.certificate, max: 60 }),
    sort: f.int({ label: organisationWords.projectPostTypes.fields.sort, min: 0, max: 9999 }),
    duty: f.text({ label: organisationWords.projectPostTypes.fields.duty, max: 500, multiline: true }),
  },
  indexes: ['sort'],
  list: { columns: ['name', 'allowance', 'certificate', 'sort'], search: ['name'], sort: 'sort' },
  form: [['name', 'sort'], ['allowance', 'certificate'], ['duty']],
})
