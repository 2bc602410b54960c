import { describe, expect, it } from 'vitest'
import { departments } from '../modules/hr/departments.resource.ts'
import { defineResource } from './define-resource.ts'
import { f } from './fields.ts'
import { recordName } from './record-name.ts'
import { bilingual } from './text.ts'

const receipts = defineResource({
  name: 'receipts',
  title: bilingual('收据', 'Receipts'),
  api: { list: '/receipts', remove: '/delReceipt' },
  access: { switch: 'sel800' },
  route: '/receipts',
  fields: {
    id: f.id(),
    date: f.date({ label: bilingual('日期', 'Date') }),
    voucher_no: f.text({ label: bilingual('凭证号', 'Voucher') }),
    amount: f.money({ label: bilingual('金额', 'Amount') }),
  },
  indexes: ['date'],
  list: { columns: ['date', 'voucher_no', 'amount'], search: ['voucher_no'], sort: 'date' },
  form: [['date', 'voucher_no', 'amount']],
})

describe('a record is named by what identifies it to a user', () => {
  it('by its first text field when the declaration names none (a department by its name)', () => {
    expect(recordName(departments, { id: 'd', code: 'ENG', name: '工程部' }, 'zh')).toBe('工程部')
  })

  it('by its date and amount when that text is empty, never by its date alone', () => {
    const row = { id: 'r', date: '2026-11-03', voucher_no: '', amount: 865000 }
    expect(recordName(receipts, row, 'zh')).toBe('2026-11-03 ¥8,650.00')
    expect(recordName(receipts, { ...row, voucher_no: 'V-0042' }, 'zh')).toBe('V-0042')
  })

  it('by the fields its declaration names, side by side', () => {
    const declared = { ...receipts, recordTitle: ['date', 'voucher_no', 'amount'] }
    const row = { id: 'r', date: '2026-11-03', voucher_no: 'V-0042', amount: 865000 }
    expect(recordName(declared, row, 'en')).toBe('2026-11-03 V-0042 ¥8,650.00')
  })
})
