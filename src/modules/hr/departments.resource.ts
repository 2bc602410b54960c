// Departments (/staff/staffdepa): the company's organisation units.
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { departmentsWords } from './words.text.ts'

export const departments = defineResource({
  name: 'departments',
  title: departmentsWords.departments.title,
  api: { list: '/staff/getStaffDepaList', save: '/staff/saveStaffDepa', remove: '/staff/delStaffDepa' },
  access: numberedAccess(400),
  route: '/staff/staffdepa',
  icon: 'organization-chart',
  fields: {
    id: f.id(),
    name: f.text({ label: departmentsWords.departments.fields.name, required: true, max: 50 }),
    code: f.text({ label: departmentsWords.departments.fields.code, max: 20 }),
    manager: f.text({ label: departmentsWords.departments.fields.manager, max: 30 }),
    phone: common.phone,
    sort: f.int({ label: departmentsWords.departments.fields.sort, min: 0, max: 9999 }),
    status: common.status({
      active: departmentsWords.departments.active.status,
      disabled: departmentsWords.departments.disabled.status,
    }),
    remark: common.remark,
  },
  indexes: ['name', 'sort'],
  list: { columns: ['name', 'code', 'manager', 'phone', 'status'], search: ['name', 'code'], sort: 'sort' },
  form: [['name', 'code'], ['manager', 'phone'], ['sort', 'status'], ['remark']],
})
