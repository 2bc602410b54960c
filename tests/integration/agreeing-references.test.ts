// References that agree with each other, on the server: a receipt naming project 滨江 with 城南's
// contract is refused in the caller's language, as is a staff file's post of another department;
// the matching pair is accepted, and a record that already disagreed stays editable elsewhere.
import { expect, it } from 'vitest'
import { newId } from '../../src/data/enqueue.ts'
import { resources } from '../../src/modules/registry.ts'
import { agreeingReferences } from '../../src/resources/references.ts'
import { withRawRows } from '../helpers/raw-rows.ts'

const on = withRawRows()
const { insertRow, raw } = on

const stored = (resource: string, id: string) =>
  raw().selectFrom(`res_${resource}`).selectAll().where('id', '=', id).executeTakeFirst()

it('every bounded reference names a field its target declares too', () => {
  const bounded = resources.flatMap((r) => agreeingReferences(r).map((ref) => ({ r, ref })))
  expect(bounded.map(({ r, ref }) => `${r.name}.${ref.field}`)).toEqual(
    expect.arrayContaining(['contractIncome.contract_id', 'directExpenses.subcontract_id', 'staff.post_id']),
  )
  for (const { ref } of bounded)
    expect(resources.find((x) => x.name === ref.to)?.fields, ref.field).toHaveProperty(ref.within)
})

it("refuses a receipt naming 滨江 with 城南's contract, in the caller's language; accepts the matching pair", async () => {
  const binjiang = await insertRow('projects', { name: '滨江花园' })
  const chengnan = await insertRow('projects', { name: '城南二期' })
  const binjiangContract = await insertRow('projectContracts', { name: '滨江总包合同', project_id: binjiang })
  const chengnanContract = await insertRow('projectContracts', { name: '城南总包合同', project_id: chengnan })
  const receipt = (contract: string) => ({
    id: newId(),
    project_id: binjiang,
    contract_id: contract,
    kind: 'receipt',
    amount: 1_000_000,
    date: '2026-11-20',
  })

  const mixed = receipt(chengnanContract)
  const refused = await on.admin.post('/fina/saveFinaInvo', mixed)
  expect(refused.body.code, refused.body.msg).toBe(400)
  expect(refused.body.msg).toContain('项目合同：“城南总包合同”不属于项目“滨江花园”')
  const inEnglish = await on.en.post('/fina/saveFinaInvo', receipt(chengnanContract))
  expect(inEnglish.body.code).toBe(400)
  expect(inEnglish.body.msg).toContain('Contract: "城南总包合同" does not belong to Project "滨江花园"')
  expect(await stored('contractIncome', mixed.id)).toBeUndefined()

  const matching = receipt(binjiangContract)
  const accepted = await on.admin.post('/fina/saveFinaInvo', matching)
  expect(accepted.body.code, accepted.body.msg).toBe(200)
  expect((await stored('contractIncome', matching.id))?.contract_id).toBe(binjiangContract)

  // Moving the saved receipt to 城南 alone leaves 滨江's contract behind: refused too.
  const row = await stored('contractIncome', matching.id)
  const moved = await on.admin.post('/fina/saveFinaInvo', {
    id: matching.id,
    base_rev: row!.rev,
    patch: { project_id: { from: binjiang, to: chengnan } },
  })
  expect(moved.body.code, moved.body.msg).toBe(400)
  expect(moved.body.msg).toContain('“滨江总包合同”不属于项目“城南二期”')
  // Both moved together agree.
  const both = await on.admin.post('/fina/saveFinaInvo', {
    id: matching.id,
    base_rev: row!.rev,
    patch: {
      project_id: { from: binjiang, to: chengnan },
      contract_id: { from: binjiangContract, to: chengnanContract },
    },
  })
  expect(both.body.code, both.body.msg).toBe(200)
})

it("refuses a staff file's post of another department; an old disagreeing file stays editable", async () => {
  const sales = await insertRow('departments', { name: '销售部' })
  const finance = await insertRow('departments', { name: '财务部' })
  const cashier = await insertRow('posts', { name: '出纳', depa_id: finance })
  const rep = await insertRow('posts', { name: '销售代表', depa_id: sales })
  const file = (post: string) => ({
    id: newId(),
    name: '周宁',
    mobile: '13900001111',
    depa_id: sales,
    post_id: post,
  })

  const refused = await on.admin.post('/staff/saveStaff', file(cashier))
  expect(refused.body.code, refused.body.msg).toBe(400)
  expect(refused.body.msg).toContain('岗位：“出纳”不属于部门“销售部”')
  const accepted = await on.admin.post('/staff/saveStaff', file(rep))
  expect(accepted.body.code, accepted.body.msg).toBe(200)

  // Written before the check existed: a change to another field goes through.
  const old = await insertRow('staff', {
    name: '旧档案',
    mobile: '13900002222',
    gender: 'male',
    status: 'active',
    depa_id: sales,
    post_id: cashier,
  })
  const edited = await on.admin.post('/staff/saveStaff', {
    id: old,
    base_rev: 1,
    patch: { email: { from: '', to: 'old@example.com' } },
  })
  expect(edited.body.code, edited.body.msg).toBe(200)
})
