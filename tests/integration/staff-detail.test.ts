import { afterAll, beforeAll, expect, it } from 'vitest'
import type { UserInfo } from '../../src/auth/user-info.ts'
import { actAs } from '../helpers/approvals.ts'
import { startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

it("gives a user their own staff file, and others' only with the staff module", async () => {
  const field = await actAs(server, 'field', 'field123')
  const me = (await field.get<UserInfo>('/user/userInfo')).body.data
  expect(me.staff_id).toMatch(/^[0-9A-Z]{26}$/)
  const own = await field.get(`/staff/getStaffInfo?id=${me.staff_id}`)
  expect(own.body).toMatchObject({ code: 200, data: { name: '李志强', comp_id: 1 } })

  const office = await actAs(server, 'office', 'office123')
  const hr = (await office.get<UserInfo>('/user/userInfo')).body.data
  expect((await field.get(`/staff/getStaffInfo?id=${hr.staff_id}`)).body.code).toBe(403)
  expect((await office.get(`/staff/getStaffInfo?id=${me.staff_id}`)).body.data).toMatchObject({
    name: '李志强',
  })
})
