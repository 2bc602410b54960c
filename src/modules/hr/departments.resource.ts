// Departments (/staff/staffdepa): the company's organisation units.
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'

export const departments = defineResource({
  name: 'departments',
  title: { zh: '部门管理', en: 'Departments' },
  api: { list: '/staff/getStaffDepaList', save: '/staff/saveStaffDepa', remove: '/staff/delStaffDepa' },
  access: numberedAccess(400),
  route: '/staff/staffdepa',
  icon: 'organization-chart',
  fields: {
    id: f.id(),
    name: f.text({ label: { zh: '部门名称', en: 'Name' }, required: true, max: 50 }),
    code: f.text({ label: { zh: '部门编码', en: 'Code' }, max: 20 }),
    manager: f.text({ label: { zh: '负责人', en: 'Manager' }, max: 30 }),
    phone: common.phone,
    sort: f.int({ label: { zh: '排序', en: 'Order' }, min: 0, max: 9999 }),
    status: common.status({ active: { zh: '启用', en: 'Active' }, disabled: { zh: '停用', en: 'Disabled' } }),
    remark: common.remark,
  },
  indexes: ['name', 'sort'],
  list: { columns: ['name', 'code', 'manager', 'phone', 'status'], search: ['name', 'code'], sort: 'sort' },
  form: [['name', 'code'], ['manager', 'phone'], ['sort', 'status'], ['remark']],
})
