// Staff files (/staff/stafflist): one record per employee.
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'

export const staff = defineResource({
  name: 'staff',
  title: { zh: '员工档案', en: 'Staff files' },
  api: { list: '/staff/getStaffList', save: '/staff/saveStaff', remove: '/staff/deleteStaff' },
  access: numberedAccess(400),
  route: '/staff/stafflist',
  icon: 'contacts-line',
  fields: {
    id: f.id(),
    name: f.text({ label: { zh: '姓名', en: 'Name' }, required: true, max: 30 }),
    gender: f.enumOf({
      label: { zh: '性别', en: 'Gender' },
      options: { male: { zh: '男', en: 'Male' }, female: { zh: '女', en: 'Female' } },
    }),
    mobile: f.mobile({ label: { zh: '手机号', en: 'Mobile' }, required: true }),
    /** The company's own number for the employee: with the mobile, what an imported row is matched by. */
    staff_no: f.text({ label: { zh: '工号', en: 'Staff no.' }, max: 20, unique: true }),
    depa_id: f.ref({
      label: { zh: '部门', en: 'Department' },
      resource: 'departments',
      display: 'name',
      routing: true,
    }),
    post_id: f.ref({
      label: { zh: '岗位', en: 'Post' },
      resource: 'posts',
      display: 'name',
      within: 'depa_id',
      routing: true,
    }),
    /** The shop the employee works in: a till they sign in to keeps that shop's recent sales. */
    shop_id: f.ref({ label: { zh: '门店', en: 'Shop' }, resource: 'shops', display: 'name' }),
    entry_date: f.date({ label: { zh: '入职日期', en: 'Entry date' } }),
    status: common.status({
      active: { zh: '在职', en: 'Employed' },
      probation: { zh: '试用', en: 'Probation' },
      left: { zh: '离职', en: 'Left' },
    }),
    salary: f.money({ label: { zh: '基本工资', en: 'Base salary' } }),
    email: f.text({ label: { zh: '邮箱', en: 'Email' }, max: 80 }),
    remark: common.remark,
  },
  indexes: ['name', 'mobile', 'depa_id', 'status', 'entry_date'],
  // An imported row without the export's ID column is this person when its mobile or 工号 is theirs.
  matchBy: ['mobile', 'staff_no'],
  list: {
    columns: ['name', 'gender', 'mobile', 'depa_id', 'post_id', 'status', 'entry_date'],
    search: ['name', 'mobile'],
    sort: 'name',
  },
  form: [
    ['name', 'gender'],
    ['staff_no', 'mobile'],
    ['depa_id', 'post_id'],
    ['entry_date', 'status'],
    ['salary', 'email'],
    ['shop_id'],
    ['remark'],
  ],
})
