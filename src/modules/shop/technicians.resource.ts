// Who a till's line may name as its technician: the company's staff still employed, by name and shop
// only. A cashier holds the shop's rights (280), not HR's staff files, and a till needs no more of a
// file than this; the server answers it from the staff files (server/shop/technician-list.ts).
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { techniciansWords } from './words.text.ts'

export const technicians = defineResource({
  name: 'technicians',
  title: techniciansWords.technicians.title,
  api: { list: '/dian/getTechnicianList' },
  access: numberedAccess(280),
  customServer: true,
  route: '/dian/technicians',
  fields: {
    id: f.id(),
    name: f.text({ label: techniciansWords.technicians.fields.name, max: 40, readOnly: true }),
    shop_id: f.text({ label: techniciansWords.technicians.fields.shop_id, max: 26, readOnly: true }),
  },
  indexes: ['shop_id'],
  list: { columns: ['name', 'shop_id'], search: ['name'], sort: 'name' },
  form: [],
})
