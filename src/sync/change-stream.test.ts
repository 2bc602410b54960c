import { afterEach, describe, expect, it } from 'vitest'
import { type ChangeStream, type LiveState, openChangeStream } from './change-stream.ts'

const sse = (text: string, keepOpen = false) =>
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text))
        if (!keepOpen) controller.close()
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  )
const envelope = (code: number, status: number) =>
  new Response(JSON.stringify({ code, msg: '', data: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  })

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 5))
  }
}

let stream: ChangeStream | undefined
afterEach(() => stream?.close())

function open(answers: (() => Response)[], token = 't1', isOnline?: () => boolean) {
  const seen = { states: [] as LiveState[], changes: [] as string[], ready: 0, tokens: [] as string[] }
  let current = token
  stream = openChangeStream({
    url: 'http://pm3.test/api/sync/changes',
    token: () => current,
    headers: () => ({}),
    onChange: (resource, cursor) => seen.changes.push(`${resource}@${cursor}`),
    onReady: () => seen.ready++,
    onState: (s) => seen.states.push(s),
    async onTokenError() {
      current = 't2'
      return true
    },
    random: () => 0,
    isOnline,
    fetchImpl: async (_url, init) => {
      seen.tokens.push(String((init!.headers as Record<string, string>).token))
      return (answers.shift() ?? (() => sse('event: ready\ndata: {}\n\n', true)))()
    },
  })
  return seen
}

describe('the live change stream', () => {
  it('reports changes, and after a drop opens again and says so (everything is pulled then)', async () => {
    const seen = open([
      () => sse('event: ready\ndata: {}\n\nevent: change\ndata: {"resource":"staff","cursor":"42"}\n\n'),
    ])
    await until(() => seen.ready === 2)
    expect(seen.changes).toEqual(['staff@42'])
    expect(seen.states).toEqual(['connecting', 'live', 'connecting', 'live'])
  })

  it('asks nothing of the network while offline, and opens when the network returns', async () => {
    let online = false
    const seen = open([], 't1', () => online)
    await new Promise((r) => setTimeout(r, 300))
    expect(seen.tokens).toEqual([])
    online = true
    stream!.reconnect()
    await until(() => seen.states.at(-1) === 'live')
    expect(seen.tokens).toHaveLength(1)
  })

  it('falls back (not live) against a server without the call, and does not hammer it', async () => {
    let calls = 0
    const seen = open([
      () => {
        calls++
        return envelope(404, 404)
      },
    ])
    await until(() => seen.states.includes('unavailable'))
    await new Promise((r) => setTimeout(r, 1500))
    expect(calls).toBe(1)
    expect(seen.states.at(-1)).toBe('unavailable')
  })

  it('refreshes a refused token once and opens the stream with the new one', async () => {
    const seen = open([() => envelope(2005, 401)])
    await until(() => seen.states.at(-1) === 'live')
    expect(seen.tokens).toEqual(['Bearer t1', 'Bearer t2'])
  })
})
