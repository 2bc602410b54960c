// Registering an account as a visitor does: ask for a code, read it off the development SMS page
// (GET /api/dev/sms), send the form.
import { type Answer, call, type TestServer } from './test-server.ts'

export async function requestCode(server: TestServer, mobile: string): Promise<string> {
  const sent = await call(server, 'POST', '/register/sendCode', { body: { mobile } })
  if (sent.body.code !== 200) throw new Error(`no code for ${mobile}: ${sent.body.msg}`)
  const page = await call<{ mobile: string; text: string }[]>(server, 'GET', '/dev/sms')
  const text = page.body.data.find((m) => m.mobile === mobile)?.text ?? ''
  const code = /\d{6}/.exec(text)?.[0]
  if (!code) throw new Error(`no code in the development SMS page for ${mobile}`)
  return code
}

export function register(
  server: TestServer,
  body: Record<string, unknown>,
  lang = 'zh',
): Promise<Answer<{ username: string; approved: boolean }>> {
  return call(server, 'POST', '/register', { body, headers: { 'accept-language': lang } })
}

/** A new self-registered account (not yet approved), with a code the server sent. */
export async function registerWithCode(
  server: TestServer,
  username: string,
  password: string,
  mobile: string,
): Promise<Answer<{ username: string; approved: boolean }>> {
  const code = await requestCode(server, mobile)
  return register(server, { username, password, mobile, code })
}
