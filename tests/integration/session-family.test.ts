// Issue 19, finding 1: a sign-in is one token family. Refresh rotates inside it; logout, a password
// reset and the reuse of an already-rotated token end every token of it, rotated ones included.
import { ulid } from 'ulid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REUSE_INTERVAL_MS } from '../../server/auth/tokens.ts'
import { bearer, call, login, startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const refresh = (token: string) => call(server, 'GET', '/user/refreshToken', { headers: bearer(token) })
const readsMembers = async (token: string) =>
  (await call(server, 'GET', '/dian/getMemberList', { headers: bearer(token) })).body.code === 200

describe('a sign-in is one session family', () => {
  it('after logout, the token the session was refreshed from cannot be refreshed back to life', async () => {
    const t0 = await login(server, 'shop', 'shop123')
    const t1 = (await refresh(t0)).body.token!
    expect(await readsMembers(t1)).toBe(true)
    await call(server, 'GET', '/logout', { headers: bearer(t1) })

    const revived = await refresh(t0)
    expect(revived.body.code).toBe(401)
    expect(revived.body.token).toBeUndefined()
    expect(await readsMembers(t0)).toBe(false)
    expect((await refresh(t1)).body.code).toBe(401)
  })

  it('a rotated token shown again after the reuse interval ends the whole sign-in', async () => {
    const t0 = await login(server, 'shop', 'shop123')
    const t1 = (await refresh(t0)).body.token!
    expect(await readsMembers(t1)).toBe(true)
    server.clock.advance(REUSE_INTERVAL_MS + 1000)

    const stolen = await call(server, 'GET', '/user/refreshToken', {
      headers: { ...bearer(t0), 'accept-language': 'en' },
    })
    expect(stolen.body.code).toBe(401)
    expect(stolen.body.msg).toBe(
      'This sign-in was used elsewhere and has been ended for safety: please sign in again',
    )
    expect(stolen.body.token).toBeUndefined()
    // The rightful holder's token goes too: the server cannot tell which copy is the thief's.
    expect(await readsMembers(t1)).toBe(false)
    expect((await refresh(t1)).body.code).toBe(401)
    // Another sign-in of the same user is untouched.
    const other = await login(server, 'shop', 'shop123')
    expect(await readsMembers(other)).toBe(true)
  })

  it('tabs and workers refreshing the same token at once all stay signed in', async () => {
    const t0 = await login(server, 'shop', 'shop123')
    const answers = await Promise.all(Array.from({ length: 4 }, () => refresh(t0)))
    expect(answers.map((a) => a.body.code)).toEqual([200, 200, 200, 200])
    const tokens = answers.map((a) => a.body.token!)
    expect(new Set(tokens).size).toBe(4)
    for (const t of tokens) expect(await readsMembers(t)).toBe(true)
    // A late copy within the interval is still a sibling, not a theft.
    server.clock.advance(REUSE_INTERVAL_MS - 5000)
    expect((await refresh(t0)).body.code).toBe(200)
    // Logging out of any of them ends them all.
    await call(server, 'GET', '/logout', { headers: bearer(tokens[2]!) })
    for (const t of tokens) expect(await readsMembers(t)).toBe(false)
  })

  it('a refresh whose answer was lost can be repeated later, while its successor was never used', async () => {
    const t0 = await login(server, 'shop', 'shop123')
    // The server rotated, but the answer never reached the device (the connection dropped).
    await refresh(t0)
    server.clock.advance(10 * 60_000)
    const retry = await refresh(t0)
    expect(retry.body.code).toBe(200)
    expect(await readsMembers(retry.body.token!)).toBe(true)
    // Once a successor is in use, the old token shown again is a copy: the sign-in ends.
    server.clock.advance(REUSE_INTERVAL_MS + 1000)
    expect((await refresh(t0)).body.code).toBe(401)
    expect(await readsMembers(retry.body.token!)).toBe(false)
  })

  it('a password reset by the admin ends every token of the account, rotated ones included', async () => {
    const t0 = await login(server, 'office', 'office123')
    const t1 = (await refresh(t0)).body.token!
    const admin = await login(server, 'admin', 'admin123')
    const list = await call<{ id: string; username: string }[]>(server, 'GET', '/user/getUserList', {
      headers: bearer(admin),
    })
    const office = list.body.data.find((u) => u.username === 'office')!
    const reset = await call(server, 'POST', '/user/saveUser', {
      headers: { ...bearer(admin), 'idempotency-key': ulid() },
      body: { id: office.id, password: 'office456' },
    })
    expect(reset.body.code).toBe(200)
    expect((await call(server, 'GET', '/user/userInfo', { headers: bearer(t1) })).body.code).toBe(2005)
    expect((await refresh(t0)).body.code).toBe(401)
    expect((await refresh(t1)).body.code).toBe(401)
    expect(await login(server, 'office', 'office456')).toBeTruthy()
  })

  it('an admin resetting their own password keeps this sign-in and ends the others', async () => {
    const elsewhere = await login(server, 'admin', 'admin123')
    const here = await login(server, 'admin', 'admin123')
    const list = await call<{ id: string; username: string }[]>(server, 'GET', '/user/getUserList', {
      headers: bearer(here),
    })
    const me = list.body.data.find((u) => u.username === 'admin')!
    const reset = await call(server, 'POST', '/user/saveUser', {
      headers: { ...bearer(here), 'idempotency-key': ulid() },
      body: { id: me.id, password: 'admin456' },
    })
    expect(reset.body.code).toBe(200)
    expect((await call(server, 'GET', '/user/userInfo', { headers: bearer(here) })).body.code).toBe(200)
    expect((await call(server, 'GET', '/user/userInfo', { headers: bearer(elsewhere) })).body.code).toBe(2005)
  })
})
