// Roles, menu overrides and the dictionary (issue 23) over the real API: a role's codes become the
// account's on its next call and the server decides from them; menu overrides and dictionary
// entries are read by every account and written by admins only; a dictionary field takes only
// what the dictionary holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UserInfo } from '../../src/auth/user-info.ts'
import { newId } from '../../src/data/enqueue.ts'
import { actAs } from '../helpers/approvals.ts'
import { type LiveDevice, liveDevice } from '../helpers/live-device.ts'
import { login, startTestServer, type TestServer } from '../helpers/test-server.ts'

interface Role {
  id: string
  code: string
  name: string
  acce: string
  permissions: string
  remark: string
}
interface ApiUser {
  id: string
  username: string
  nickname: string
  acce: string
  role_ids: string
  admin: boolean
  staff_ref: string
}

/** An account as the admin's list has it, ready to be sent back with a change. */
type Account = Awaited<ReturnType<typeof actAs>>

async function accountOf(admin: Account, username: string): Promise<ApiUser> {
  const accounts = (await admin.get<ApiUser[]>('/user/getUserList?limit=1000')).body.data
  return accounts.find((u) => u.username === username)!
}

/** The office clerk is refused the write; the admin's goes in. */
async function onlyAdminWrites(admin: Account, office: Account, path: string, body: Record<string, unknown>) {
  expect((await office.post(path, body)).body.code).toBe(403)
  expect((await admin.post(path, body)).body.code).toBe(200)
}

let server: TestServer
const devices: LiveDevice[] = []
beforeAll(async () => {
  // The live streams re-read their users' access only every minute here: the role event must not wait.
  server = await startTestServer({ liveRecheckMs: 60_000 })
}, 60_000)
afterAll(async () => {
  for (const d of devices) d.close()
  await server.stop()
})

describe('roles', () => {
  it("a role's codes reach the account on its next call, and leave it the same way", async () => {
    const admin = await actAs(server, 'admin', 'admin123')
    const office = await actAs(server, 'office', 'office123')
    const field = await actAs(server, 'field', 'field123')
    const roles = (await admin.get<Role[]>('/site/getRoleList?limit=1000')).body.data
    const storekeeper = roles.find((r) => r.code === 'storekeeper')!
    expect(storekeeper).toMatchObject({ acce: '380', permissions: 'stock.count' })

    // Without the role: refused by the server, and the user info does not list it.
    expect((await office.get('/stock/getStockList')).body.code).toBe(403)
    expect((await office.get<UserInfo>('/user/userInfo')).body.data.roles).toEqual(['staff'])

    const row = await accountOf(admin, 'office')
    expect(
      (await admin.post<ApiUser>('/user/upUser', { ...row, role_ids: storekeeper.id })).body,
    ).toMatchObject({
      code: 200,
      data: { role_ids: storekeeper.id, acce: '200,202,203,206,400,700,751,752' },
    })

    // The same token, the next call: the role's code and permission are the account's.
    expect((await office.get('/stock/getStockList')).body.code).toBe(200)
    const info = (await office.get<UserInfo>('/user/userInfo')).body.data
    expect(info.roles).toEqual(['staff', 'storekeeper'])
    expect(info.permissions).toEqual(expect.arrayContaining(['380', 'stock.count', '400']))
    // Codes granted directly first, then the roles'.
    expect(info.acce).toBe('200,202,203,206,400,700,751,752,380')
    // Another account without the role is still refused.
    expect((await field.get('/stock/getStockList')).body.code).toBe(403)

    // The role loses its code: the account loses it at its next call.
    await admin.post('/site/saveRole', { ...storekeeper, acce: '' })
    expect((await office.get('/stock/getStockList')).body.code).toBe(403)
    await admin.post('/site/saveRole', { ...storekeeper, acce: '380' })
    expect((await office.get('/stock/getStockList')).body.code).toBe(200)

    // A removed role grants nothing; the account's own codes stay.
    await admin.post('/site/delRole', { id: storekeeper.id })
    expect((await office.get('/stock/getStockList')).body.code).toBe(403)
    expect((await office.get('/staff/getStaffList')).body.code).toBe(200)
  })

  it('a role that does not exist is refused, and only admins see or write roles', async () => {
    const admin = await actAs(server, 'admin', 'admin123')
    const shop = await actAs(server, 'shop', 'shop123')
    const row = await accountOf(admin, 'shop')
    const refused = await admin.post('/user/upUser', { ...row, role_ids: newId() })
    expect(refused.body.code).toBe(400)
    expect(refused.body.msg).toContain('角色')
    const unknownCode = await admin.post('/site/saveRole', {
      id: newId(),
      code: 'odd',
      name: '怪角色',
      acce: '280,999',
      permissions: '',
      remark: '',
    })
    expect(unknownCode.body).toMatchObject({ code: 400, msg: expect.stringContaining('999') })
    expect((await shop.get('/site/getRoleList')).body.code).toBe(403)
    const mine = { id: newId(), code: 'boss', name: '老板', acce: '900', permissions: '', remark: '' }
    expect((await shop.post('/site/saveRole', mine)).body.code).toBe(403)
  })

  it('an admin may drop the admin flag while a role still gives code 900', async () => {
    const admin = await actAs(server, 'admin', 'admin123')
    const sysRole = {
      id: newId(),
      code: 'sysadmin',
      name: '系统管理员',
      acce: '900',
      permissions: '',
      remark: '',
    }
    expect((await admin.post('/site/saveRole', sysRole)).body.code).toBe(200)
    const me = await accountOf(admin, 'admin')
    // Without the role, dropping both the flag and 900 would lock the admin out: refused.
    expect((await admin.post('/user/upUser', { ...me, admin: false, acce: '100' })).body.code).toBe(400)
    const kept = await admin.post('/user/upUser', { ...me, admin: false, acce: '100', role_ids: sysRole.id })
    expect(kept.body.code).toBe(200)
    expect((await admin.get('/user/getUserList')).body.code).toBe(200)
    const info = (await admin.get<UserInfo>('/user/userInfo')).body.data
    expect(info).toMatchObject({ admin: 0, acce: '100,900', roles: ['staff', 'sysadmin'] })
    await admin.post('/user/upUser', { ...me, role_ids: '' })
  })
})

describe('a role change on an open device', () => {
  it('is told at once, and its stream then carries the lists the role opened', async () => {
    const admin = await actAs(server, 'admin', 'admin123')
    const field = await liveDevice(server.api, await login(server, 'field', 'field123'))
    devices.push(field)
    const manager = {
      id: newId(),
      code: 'fieldStock',
      name: '现场材料员',
      acce: '380',
      permissions: '',
      remark: '',
    }
    await admin.post('/site/saveRole', manager)
    const row = await accountOf(admin, 'field')
    await admin.post('/user/upUser', { ...row, role_ids: manager.id })
    await field.waitFor((e) => e.resource === 'access')
    // The stream judges by the role at once: a stock change reaches field without waiting for a recheck.
    const stock = (await admin.get<Record<string, unknown>[]>('/stock/getStockList?limit=1')).body.data[0]!
    const { updated_at: _, ...item } = stock
    expect((await admin.post('/stock/saveStock', { ...item, remark: 'live: role' })).body.code).toBe(200)
    await field.waitFor((e) => e.resource === 'stockItems')
    // The role's code changed: its holder hears it too.
    const from = field.events.length
    await admin.post('/site/saveRole', { ...manager, acce: '' })
    await field.waitFor((e) => e.resource === 'access', 3000, from)
  })
})

describe('menu overrides', () => {
  it('every account reads them; only an admin writes them', async () => {
    const admin = await actAs(server, 'admin', 'admin123')
    const office = await actAs(server, 'office', 'office123')
    const override = {
      id: newId(),
      path: '/stock',
      title_zh: '仓库',
      title_en: 'Store',
      sort: 1,
      hidden: false,
    }
    await onlyAdminWrites(admin, office, '/site/saveMenu', override)
    const seen = (await office.get<(typeof override)[]>('/site/getMenuList')).body
    expect(seen.code).toBe(200)
    expect(seen.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: '/stock', title_zh: '仓库', sort: 1 })]),
    )
  })
})

describe('dictionary', () => {
  it("forms take the dictionary's values, edited by an admin without a release", async () => {
    const admin = await actAs(server, 'admin', 'admin123')
    const office = await actAs(server, 'office', 'office123')
    type Entry = { id: string; dict: string; value: string; label_zh: string }
    const entries = (await office.get<Entry[]>('/site/getDictList?limit=1000')).body.data
    // Seeded from the declarations: the stock categories among them, readable by any account.
    expect(entries.filter((e) => e.dict === 'stock.category').map((e) => e.value)).toEqual(
      expect.arrayContaining(['material', 'tool', 'safety']),
    )
    const item = (category: string) => ({
      id: newId(),
      code: `C-${category}`,
      name: '防腐涂料',
      spec: '',
      category,
      unit: '桶',
      quantity: 3,
      min_quantity: 0,
      unit_cost: 12_000,
      warehouse: '',
      remark: '',
    })
    const refused = await admin.post('/stock/saveStock', item('chemical'))
    expect(refused.body.code).toBe(400)
    expect(refused.body.msg).toContain('不在数据字典中')

    const chemical = {
      id: newId(),
      dict: 'stock.category',
      value: 'chemical',
      label_zh: '化工品',
      label_en: 'Chemicals',
      sort: 90,
      disabled: false,
    }
    await onlyAdminWrites(admin, office, '/site/saveDict', chemical)
    expect((await admin.post('/stock/saveStock', item('chemical'))).body.code).toBe(200)
    // A patch is checked the same way.
    const saved = item('tool')
    await admin.post('/stock/saveStock', saved)
    const patch = await admin.post('/stock/saveStock', {
      id: saved.id,
      base_rev: 0,
      patch: { category: { from: 'tool', to: 'nonsense' } },
    })
    expect(patch.body.code).toBe(400)
  })
})
