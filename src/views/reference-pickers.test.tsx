// @vitest-environment happy-dom
// The form's pickers as an office clerk meets them: a receipt's contract list holds only the chosen
// project's contracts (and forgets a contract of the project before), and the 50-name staff picker
// is typed into, by name or pinyin initials.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { newId } from '../data/enqueue.ts'
import { loadPinyin } from '../lib/pinyin-initials.ts'
import { customers } from '../modules/crm/crm.resource.ts'
import { contractIncome } from '../modules/finance/finance-entries.resource.ts'
import { signedInPage } from '../test-kit/page-harness.tsx'
import { blankRecord, ResourceForm } from './resource-form.tsx'

let page: Awaited<ReturnType<typeof signedInPage>> | undefined
afterEach(async () => {
  cleanup()
  await page?.close()
})

const optionsOf = (label: string) =>
  [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => o.textContent)

it("offers only the chosen project's contracts, and clears a contract of the project before", async () => {
  page = await signedInPage({ username: 'finance', acce: '200' })
  const binjiang = { id: newId(), name: '滨江花园', updated_at: 1 }
  const chengnan = { id: newId(), name: '城南二期', updated_at: 1 }
  await page.db.table('projects').bulkPut([binjiang, chengnan])
  await page.db.table('projectContracts').bulkPut([
    { id: newId(), name: '滨江总包合同', project_id: binjiang.id, updated_at: 1 },
    { id: newId(), name: '滨江幕墙合同', project_id: binjiang.id, updated_at: 1 },
    { id: newId(), name: '城南总包合同', project_id: chengnan.id, updated_at: 1 },
  ])
  page.show(
    <ResourceForm resource={contractIncome} record={blankRecord(contractIncome)} isNew onClose={() => {}} />,
  )
  const project = (await screen.findByLabelText('项目')) as HTMLSelectElement
  await waitFor(() => expect(optionsOf('项目')).toContain('滨江花园'))
  expect(optionsOf('项目合同')).toEqual(['—'])
  fireEvent.change(project, { target: { value: binjiang.id } })
  await waitFor(() => expect(optionsOf('项目合同')).toEqual(['—', '滨江总包合同', '滨江幕墙合同']))
  const contract = screen.getByLabelText('项目合同') as HTMLSelectElement
  fireEvent.change(contract, { target: { value: contract.options[1]!.value } })
  expect(contract.selectedOptions[0]?.textContent).toBe('滨江总包合同')

  fireEvent.change(project, { target: { value: chengnan.id } })
  await waitFor(() => expect(optionsOf('项目合同')).toEqual(['—', '城南总包合同']))
  const again = screen.getByLabelText('项目合同') as HTMLSelectElement
  expect(again.value).toBe('')
})

it('a 50-name staff picker is typed into: by name, or by pinyin initials', async () => {
  page = await signedInPage({ username: 'sales', acce: '800' })
  await loadPinyin()
  const names = ['张伟', '王芳', '李娜', '刘洋', '陈静']
  const people = Array.from({ length: 50 }, (_, i) => ({
    id: newId(),
    name: i < names.length ? names[i] : `员工${i}`,
    status: 'active',
    updated_at: 1,
  }))
  await page.db.table('staff').bulkPut(people)
  const record = { ...blankRecord(customers), name: '钱塘建设', contact: '赵先生', mobile: '13800138000' }
  let closed = false
  page.show(<ResourceForm resource={customers} record={record} isNew onClose={() => (closed = true)} />)
  const picker = await waitFor(() => {
    const el = screen.getByLabelText('跟进人')
    expect(el.getAttribute('role')).toBe('combobox')
    return el as HTMLInputElement
  })
  fireEvent.focus(picker)
  fireEvent.change(picker, { target: { value: 'zw' } })
  const list = await screen.findByRole('listbox')
  await waitFor(() =>
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['张伟']),
  )
  fireEvent.change(picker, { target: { value: '芳' } })
  await within(await screen.findByRole('listbox')).findByRole('option', { name: '王芳' })
  fireEvent.keyDown(picker, { key: 'ArrowDown' })
  fireEvent.keyDown(picker, { key: 'Enter' })
  await waitFor(() => expect(picker.value).toBe('王芳'))

  fireEvent.click(screen.getByRole('button', { name: '保存' }))
  await waitFor(() => expect(closed).toBe(true))
  const queued = await page.queued()
  expect(queued[0]).toMatchObject({ kind: 'customers.save', payload: { owner_id: people[1]!.id } })
})
