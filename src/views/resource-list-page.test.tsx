// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { managementExpenses } from '../modules/finance/finance-entries.resource.ts'
import { signedInPage } from '../test-kit/page-harness.tsx'
import { ResourceListPage } from './resource-list-page.tsx'

let page: Awaited<ReturnType<typeof signedInPage>> | undefined
afterEach(async () => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  await page?.close()
})

const SUBJECT = '01JSUBJECT00000000000000001'
const entry = (id: string, amount: number, date: string) => ({
  id,
  updated_at: 1,
  subject_id: SUBJECT,
  depa_id: '',
  handler: '何涛',
  amount,
  date,
  bank_account_id: '',
  remark: '',
})

async function financeList(lang: 'zh' | 'en' = 'zh') {
  page = await signedInPage({ username: 'finance', admin: true, acce: '' }, lang)
  await page.db.table('expenseSubjects').put({ id: SUBJECT, name: '差旅费', updated_at: 1 })
  return page
}

/** happy-dom lays nothing out: the list's scroller gets a screen's size, so the virtual list shows rows. */
const screenSized = () => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200)
}

const pulledNow = (count: number) => ({ resource: managementExpenses.name, count, lastPullAt: Date.now() })
const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)

describe('an empty list before and after its first pull', () => {
  it('says 正在同步… rather than 暂无数据 until the first pull is recorded, then 暂无数据', async () => {
    const p = await financeList()
    p.show(<ResourceListPage resource={managementExpenses} />)
    await screen.findByText('正在同步…')
    expect(screen.queryByText('暂无数据')).toBeNull()
    await p.db.syncState.put(pulledNow(0))
    await screen.findByText('暂无数据')
    expect(screen.queryByText('正在同步…')).toBeNull()
  })

  it('offline, says the list has not been synced to this device yet, in the user language', async () => {
    setOnline(false)
    const p = await financeList('en')
    p.show(<ResourceListPage resource={managementExpenses} />)
    await screen.findByText('Not synced to this device yet: shown once online')
    expect(screen.queryByText('No data')).toBeNull()
  })

  it('a pull the server refuses says why, not 正在同步… forever', async () => {
    const p = await financeList()
    p.show(<ResourceListPage resource={managementExpenses} />)
    await screen.findByText('正在同步…')
    await p.db.syncState.put({ resource: managementExpenses.name, count: 0, error: '缺少权限：财务' })
    await screen.findByText('未能同步到本设备：缺少权限：财务')
  })
})

describe('a finance entry in the list', () => {
  it('the delete confirmation names it by date, subject and amount, not by its date alone', async () => {
    const p = await financeList()
    await p.db.table(managementExpenses.name).put(entry('a', 865000, '2026-11-03'))
    await p.db.syncState.put(pulledNow(1))
    const asked: string[] = []
    vi.stubGlobal('confirm', (message: string) => {
      asked.push(message)
      return false
    })
    screenSized()
    p.show(<ResourceListPage resource={managementExpenses} />)
    const row = (await screen.findByText('¥8,650.00')).closest('[role="row"]') as HTMLElement
    fireEvent.click(within(row).getByRole('button', { name: '删除' }))
    await vi.waitFor(() => expect(asked).toEqual(['确定删除“2026-11-03 差旅费 ¥8,650.00”吗？']))
    expect(await p.queued()).toHaveLength(0)
  })

  it('the 金额 header sorts the rows by amount in fen, then the other way', async () => {
    const p = await financeList()
    await p.db
      .table(managementExpenses.name)
      .bulkPut([
        entry('small', 90000, '2026-11-10'),
        entry('big', 100000, '2026-09-02'),
        entry('tiny', 5, '2026-10-20'),
      ])
    await p.db.syncState.put(pulledNow(3))
    screenSized()
    p.show(<ResourceListPage resource={managementExpenses} />)
    await screen.findByText('¥1,000.00')
    const amounts = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).queryByText(/^¥/)?.textContent)
    fireEvent.click(screen.getByRole('button', { name: /^金额/ }))
    await vi.waitFor(() => expect(amounts()).toEqual(['¥0.05', '¥900.00', '¥1,000.00']))
    fireEvent.click(screen.getByRole('button', { name: /^金额/ }))
    await vi.waitFor(() => expect(amounts()).toEqual(['¥1,000.00', '¥900.00', '¥0.05']))
  })
})
