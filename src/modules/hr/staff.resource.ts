// Staff files (/staff/stafflist): one record per employee.
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { staffWords } from './words.text.ts'

export const staff = defineResource({
  name: 'staff',
  title: staffWords.staff.title,
  api: { list: '/staff/getStaffList', save: '/staff/saveStaff', remove: '/staff/deleteStaff' },
  access: numberedAccess(400),
  route: '/staff/stafflist',
  icon: 'contacts-line',
  fields: {
    id: f.id(),
    name: f.text({ label: staffWords.staff.fields.name, required: true, max: 30 }),
    gender: f.enumOf({
      label: staffWords.staff.fields.gender,
      options: staffWords.staff.options.gender,
    }),
    mobile: f.mobile({ label: staffWords.staff.fields.mobile, required: true }),
    /** The company's own number for the employee: with the mobile, what an imported row is matched by. */
    staff_no: f.text({ label: staffWords.staff.fields.staff_no, max: 20, unique: true }),
    depa_id: f.ref({
      label: staffWords.staff.fields.depa_id,
      resource: 'departments',
      display: 'name',
      routing: true,
    }),
    post_id: f.ref({
      label: staffWords.staff.fields.post_id,
      resource: 'posts',
      display: 'name',
      within: 'depa_id',
      routing: true,
    }),
    /** The shop the employee works in: a till they sign in to keeps that shop's recent sales. */
    shop_id: f.ref({ label: staffWords.staff.fields.shop_id, resource: 'shops', display: 'name' }),
    entry_date: f.date({ label: staffWords.staff.fields.entry_date }),
    status: common.status({
      active: staffWords.staff.active.status,
      probation: staffWords.staff.probation.status,
      left: staffWords.staff.left.status,
    }),
    salary: f.money({ label: staffWords.staff.fields.salary }),
    email: f.text({ label: staffWords.staff.fields.email, max: 80 }),
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
