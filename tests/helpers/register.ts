// Registering an account, or filing a visitor form, as a visitor does: ask for a code, read it off the
// development SMS page (GET /api/dev/sms), send the form.
import { type Answer, call, type TestServer } from './test-server.ts'

export async function requestCode(server: TestServer, mobile: string): Promise<string> {
  return textedCode(server, '/register/sendCode', { mobile })
}

/** A code for a visitor form (kind activity → /signup, member → /dianregi, card → /dianbang). */
export function requestSignupCode(server: TestServer, mobile: string, kind: string): Promise<string> {
  return textedCode(server, '/pub/sendSignupCode', { mobile, kind })
}

/** Asks for a code on `path`, then reads the last one texted to the mobile off the development SMS page. */
export async function textedCode(
  server: TestServer,
  path: string,
  body: { mobile: string; kind?: string },
): Promise<string> {
  const sent = await call(server, 'POST', path, { body })
  if (sent.body.code !== 200) throw new Error(`no code for ${body.mobile}: ${sent.body.msg}`)
  return lastTextedCode(server, body.mobile)
}

export async function lastTextedCode(server: TestServer, mobile: string): Promise<string> {
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
