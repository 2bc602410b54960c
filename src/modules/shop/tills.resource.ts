// A till: a device of a shop registered by its manager, with the code its receipt numbers and shifts
// begin with. The device it is adopted by is the one whose commands may work its shifts; a replaced
// device is re-adopted by the manager (till.commands.ts), and the till's code and receipts go on.
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { tillsWords } from './words.text.ts'

const at = (zh: string, en: string) => f.text({ label: { zh, en }, max: 30, instant: true })

export const tills = defineResource({
  name: 'tills',
  title: tillsWords.tills.title,
  api: { list: '/dian/getTillList' },
  access: numberedAccess(280),
  route: '/dian/tills',
  fields: {
    id: f.id(),
    /** What receipt numbers and shifts begin with (receipt-number.ts): four characters. */
    code: f.text({ label: tillsWords.tills.fields.code, max: 4, readOnly: true }),
    name: f.text({ label: tillsWords.tills.fields.name, max: 30 }),
    /** The device it is adopted by (device-identity.ts): the only one that may work its shifts. */
    device: f.text({ label: tillsWords.tills.fields.device, max: 60, readOnly: true }),
    adopted_by: f.text({ label: tillsWords.tills.fields.adopted_by, max: 60, readOnly: true }),
    adopted_at: at('登记时间', 'Adopted at'),
    /** Filled by the server on adopting: the till's highest receipt number of the day there. */
    last_receipt_no: f.text({ label: tillsWords.tills.fields.last_receipt_no, max: 20, readOnly: true }),
    /** The shop of the manager who registered it. */
    shop_id: f.text({ label: tillsWords.tills.fields.shop_id, max: 26, readOnly: true }),
  },
  indexes: ['code', 'device'],
  list: {
    columns: ['code', 'name', 'adopted_by', 'adopted_at'],
    search: ['code', 'name'],
    sort: 'code',
  },
  form: [],
})
