// The organisation around the staff files: companies (/staff/staffcomp), shops (/staff/staffdian),
// department posts (/staff/staffpost) and the posts a project has (/staff/staffpropost).
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { bilingual } from '../../resources/text.ts'

const access = numberedAccess(400)
const remark = common.remark
const activeStatus = common.status({
  active: bilingual('启用', 'Active'),
  disabled: bilingual('停用', 'Disabled'),
})

export const companies = defineResource({
  name: 'companies',
  title: bilingual('公司管理', 'Companies'),
  api: { list: '/staff/getStaffCompList', save: '/staff/saveStaffComp', remove: '/staff/delStaffComp' },
  access,
  route: '/staff/staffcomp',
  icon: 'building-4-line',
  fields: {
    id: f.id(),
    name: f.text({ label: bilingual('公司名称', 'Company'), required: true, max: 120 }),
    short_name: f.text({ label: bilingual('简称', 'Short name'), max: 30 }),
    tax_no: common.taxNo,
    legal_person: f.text({ label: bilingual('法定代表人', 'Legal representative'), max: 30 }),
    phone: f.text({ label: bilingual('电话', 'Phone'), max: 30 }),
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
  title: bilingual('门店信息', 'Shop info'),
  api: { list: '/staff/getStaffDianList', save: '/staff/saveStaffDian', remove: '/staff/delStaffDian' },
  access,
  route: '/staff/staffdian',
  icon: 'store-line',
  fields: {
    id: f.id(),
    name: f.text({ label: bilingual('门店名称', 'Shop'), required: true, max: 60 }),
    code: f.text({ label: bilingual('门店编码', 'Code'), max: 20 }),
    comp_id: f.ref({ label: bilingual('所属公司', 'Company'), resource: 'companies', display: 'name' }),
    manager_id: f.ref({ label: bilingual('店长', 'Manager'), resource: 'staff', display: 'name' }),
    phone: f.text({ label: bilingual('电话', 'Phone'), max: 30 }),
    address: common.address,
    opened_date: f.date({ label: bilingual('开业日期', 'Opened') }),
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
  title: bilingual('部门岗位', 'Department posts'),
  api: { list: '/staff/getStaffPostList', save: '/staff/saveStaffPost', remove: '/staff/delStaffPost' },
  access,
  route: '/staff/staffpost',
  icon: 'user-star-line',
  fields: {
    id: f.id(),
    depa_id: f.ref({
      label: bilingual('部门', 'Department'),
      resource: 'departments',
      display: 'name',
      required: true,
      routing: true,
    }),
    // A flow's own-department step finds its post by name: renaming one moves who approves.
    name: f.text({ label: bilingual('岗位名称', 'Post'), required: true, max: 30, routing: true }),
    level: f.int({ label: bilingual('职级', 'Grade'), min: 1, max: 20 }),
    headcount: f.int({ label: bilingual('编制人数', 'Headcount'), min: 0, max: 999 }),
    duty: f.text({ label: bilingual('岗位职责', 'Duties'), max: 500, multiline: true }),
  },
  indexes: ['depa_id', 'name'],
  list: { columns: ['depa_id', 'name', 'level', 'headcount'], search: ['name'], sort: 'depa_id' },
  form: [['depa_id', 'name'], ['level', 'headcount'], ['duty']],
})

export const projectPostTypes = defineResource({
  name: 'projectPostTypes',
  title: bilingual('项目岗位', 'Project posts'),
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
    name: f.text({ label: bilingual('岗位名称', 'Post'), required: true, max: 30 }),
    allowance: f.money({ label: bilingual('岗位津贴（月）', 'Monthly allowance') }),
    certificate: f.text({ label: bilingual('持证要求', 'Certificate required'), max: 60 }),
    sort: f.int({ label: bilingual('排序', 'Order'), min: 0, max: 9999 }),
    duty: f.text({ label: bilingual('岗位职责', 'Duties'), max: 500, multiline: true }),
  },
  indexes: ['sort'],
  list: { columns: ['name', 'allowance', 'certificate', 'sort'], search: ['name'], sort: 'sort' },
  form: [['name', 'sort'], ['allowance', 'certificate'], ['duty']],
})
