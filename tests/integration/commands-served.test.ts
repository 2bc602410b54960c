// Every defined command is served by the server without a line of its own: a command no route serves
// with a server part (cost's 确认) still answers at its path, and asks for a sign-in like every write.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { definedCommands } from '../../src/modules/module-commands.ts'
import { call, startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

it('answers every defined command at its path, asking for a sign-in rather than not knowing it', async () => {
  for (const command of definedCommands) {
    const { body } = await call<unknown>(server, 'POST', command.path, { body: {} })
    expect(body.code, `${command.kind} at ${command.path}`).toBe(2003)
  }
})
