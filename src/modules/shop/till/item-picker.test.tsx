// @vitest-environment happy-dom
// Its own file: the pinyin dictionary loads once per module graph, and this is about the moment
// before it has (right after the till starts, when a cashier types initials and Enter at once).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { newId } from '../../../data/enqueue.ts'
import { signedInPage } from '../../../test-kit/page-harness.tsx'
import { TillPage } from './till-page.tsx'

afterEach(() => cleanup())

it('initials typed and Enter pressed before the pinyin dictionary has loaded still add the item', async () => {
  const page = await signedInPage({ username: 'shop', acce: '280' })
  await page.db.table('serviceItems').put({
    id: newId(),
    name: '洗剪吹',
    code: 'A01',
    barcode: '',
    price: 3800,
    status: 'active',
    updated_at: 1,
  })
  page.show(<TillPage mode="cash" />)
  const search = await screen.findByRole('combobox', { name: '搜索项目（名称 / 拼音首字母 / 编码）' })
  await screen.findByRole('option', { name: /洗剪吹/ })
  fireEvent.change(search, { target: { value: 'xjc' } })
  fireEvent.keyDown(search, { key: 'Enter' })
  await waitFor(() => expect(screen.getByTestId('till-total').textContent).toBe('¥38.00'))
  expect(search).toHaveProperty('value', '')
  await page.close()
})
