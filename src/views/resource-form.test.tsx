// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { newId } from '../data/enqueue.ts'
import { departments } from '../modules/hr/departments.resource.ts'
import { staff } from '../modules/hr/staff.resource.ts'
import { signedInPage } from '../test-kit/page-harness.tsx'
import { blankRecord, ResourceForm } from './resource-form.tsx'

let page: Awaited<ReturnType<typeof signedInPage>> | undefined
afterEach(async () => {
  cleanup()
  await page?.close()
})

const save = (name: RegExp | string) => fireEvent.click(screen.getByRole('button', { name }))

describe('the generic resource form', () => {
  it('names a missing required field and a bad mobile by their labels, and queues nothing', async () => {
    page = await signedInPage({ username: 'office', acce: '400' })
    page.show(
      <ResourceForm resource={departments} record={blankRecord(departments)} isNew onClose={() => {}} />,
    )
    fireEvent.change(await screen.findByLabelText('联系电话'), { target: { value: '12345' } })
    save('保存')
    await screen.findByText('请输入部门名称')
    expect(screen.getByText('请输入正确的手机号')).toBeTruthy()
    expect(await page.queued()).toHaveLength(0)
  })

  it('a save queues one entry, keyed, carrying what was typed, and closes the form', async () => {
    page = await signedInPage({ username: 'office', acce: '400' })
    let closed = false
    const record = blankRecord(departments)
    page.show(<ResourceForm resource={departments} record={record} isNew onClose={() => (closed = true)} />)
    fireEvent.change(await screen.findByLabelText(/部门名称/), { target: { value: '售后服务部' } })
    fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '13800138000' } })
    save('保存')
    await waitFor(() => expect(closed).toBe(true))
    const queued = await page.queued()
    expect(queued).toHaveLength(1)
    expect(queued[0]).toMatchObject({
      kind: 'departments.save',
      payload: { id: record.id, name: '售后服务部', phone: '13800138000' },
    })
    expect(queued[0]!.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/)
    expect(await page.db.table('departments').get(String(record.id))).toMatchObject({ name: '售后服务部' })
  })

  it('speaks English when the user chose it', async () => {
    page = await signedInPage({ username: 'office', acce: '400' }, 'en')
    page.show(
      <ResourceForm resource={departments} record={blankRecord(departments)} isNew onClose={() => {}} />,
    )
    await screen.findByLabelText(/^\*?Name$/)
    save('Save')
    await screen.findByText('Enter the name')
  })

  it("an edited record's reference shows the record's value once the referenced list has loaded", async () => {
    page = await signedInPage({ username: 'office', acce: '400' })
    const depa = { id: newId(), name: '财务部', status: 'active', updated_at: 1 }
    const person = {
      ...blankRecord(staff),
      id: newId(),
      name: '吴平',
      mobile: '13910063352',
      depa_id: depa.id,
    }
    page.show(<ResourceForm resource={staff} record={person} isNew={false} onClose={() => {}} />)
    await screen.findByLabelText('部门')
    // The departments reach the device after the form opened (a first sync, a slow read).
    await page.db.table('departments').put(depa)
    const shown = () => (screen.getByLabelText('部门') as HTMLSelectElement).selectedOptions[0]?.textContent
    await waitFor(() => expect(shown()).toBe('财务部'))
  })
})
