// A till: a device of a shop registered by its manager, with the code its receipt numbers and shifts
// begin with. The device it is adopted by is the one whose commands may work its shifts; a replaced
// device is re-adopted by the manager (till.commands.ts), and the till's code and receipts go on.
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'

const at = (zh: string, en: string) => f.text({ label: { zh, en }, max: 30, instant: true })

export const tills = defineResource({
  name: 'tills',
  title: { zh: '收银台', en: 'Tills' },
  api: { list: '/dian/getTillList' },
  access: numberedAccess(280),
  route: '/dian/tills',
  fields: {
    id: f.id(),
    /** What receipt numbers and shifts begin with (receipt-number.ts): four characters. */
    code: f.text({ label: { zh: '收银台编号', en: 'Till code' }, max: 4, readOnly: true }),
    name: f.text({ label: { zh: '收银台名称', en: 'Till name' }, max: 30 }),
    /** The device it is adopted by (device-identity.ts): the only one that may work its shifts. */
    device: f.text({ label: { zh: '设备', en: 'Device' }, max: 60, readOnly: true }),
    adopted_by: f.text({ label: { zh: '登记人', en: 'Adopted by' }, max: 60, readOnly: true }),
    adopted_at: at('登记时间', 'Adopted at'),
    /** Filled by the server on adopting: the till's highest receipt number of the day there. */
    last_receipt_no: f.text({ label: { zh: '最后小票号', en: 'Last receipt' }, max: 20, readOnly: true }),
    /** The shop of the manager who registered it. */
    shop_id: f.text({ label: { zh: '门店', en: 'Shop' }, max: 26, readOnly: true }),
  },
  indexes: ['code', 'device'],
  list: {
    columns: ['code', 'name', 'adopted_by', 'adopted_at'],
    search: ['code', 'name'],
    sort: 'code',
  },
  form: [],
})
