// @vitest-environment happy-dom
// A cashier names who did the work on a cart line (issue 34): the picker sets it, the sale carries it,
// the receipt prints it.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { newId } from '../../../data/enqueue.ts'
import { signedInPage } from '../../../test-kit/page-harness.tsx'
import { TillPage } from './till-page.tsx'

const cut = {
  id: newId(),
  name: '洗剪吹',
  code: 'XJC',
  barcode: '',
  price: 3800,
  status: 'active',
  updated_at: 1,
}
const water = {
  id: newId(),
  name: '矿泉水',
  code: 'KQS',
  barcode: '',
  price: 300,
  status: 'active',
  updated_at: 1,
}
// A cashier (280 only) holds no staff files: the till's technicians list is what names them.
const wang = { id: newId(), name: '王师傅', shop_id: '', updated_at: 1 }

let page: Awaited<ReturnType<typeof signedInPage>>
beforeEach(async () => {
  page = await signedInPage({ username: 'shop', acce: '280' })
  await page.db.table('serviceItems').bulkPut([cut, water])
  await page.db.table('technicians').bulkPut([wang])
})
afterEach(async () => {
  cleanup()
  await page.close()
})

async function addByCode(code: string) {
  const search = screen.getByRole('combobox', { name: '搜索项目（名称 / 拼音首字母 / 编码）' })
  fireEvent.change(search, { target: { value: code } })
  await within(screen.getByRole('listbox')).findByRole('option', { name: new RegExp(code) })
  fireEvent.keyDown(search, { key: 'Enter' })
}

it('the picker names a technician on one line; the sale carries it and the receipt prints it', async () => {
  page.show(<TillPage mode="cash" />)
  await addByCode('XJC')
  await addByCode('KQS')
  const picker = await screen.findByRole('combobox', { name: '洗剪吹 的技师' })
  // Only people still employed are offered.
  expect(
    within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['不指定', '王师傅'])
  fireEvent.change(picker, { target: { value: wang.id } })
  fireEvent.change(screen.getByLabelText('实收（元）'), { target: { value: '41' } })
  fireEvent.click(screen.getByRole('button', { name: '收款' }))
  await screen.findByText('收款成功')
  const [sale] = await page.queued()
  const lines = (sale!.payload as { lines: Record<string, unknown>[] }).lines
  expect(lines[0]).toMatchObject({ item_id: cut.id, staff_id: wang.id, staff_name: '王师傅' })
  expect(lines[1]!.staff_id).toBeUndefined()
  await waitFor(() =>
    expect(screen.getAllByTestId('receipt-technician').map((p) => p.textContent)).toEqual(['技师：王师傅']),
  )
})
