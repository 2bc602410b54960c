// GET /sync/changes: the live change stream (server-sent events) a device's sync leader holds. It
// carries `change` events ({resource, cursor}) for the lists the user may pull, `resync` when
// events may have been lost, `end` when the session ends, and `restart` when the process stops (come
// back after `retryMs`); the rows come by delta pull.
// Server-sent events rather than WebSocket: the stream only goes one way, it is plain HTTP through
// proxies, and the worker reads it with fetch, which sends the `token` header (EventSource cannot).
import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { requireUser } from '../auth/require-user.ts'
import { hashToken } from '../auth/tokens.ts'
import type { AppEnv } from '../http/context.ts'
import type { StreamMessage } from '../http/live-stream.ts'

const HEARTBEAT_MS = 25_000

export function liveRoutes() {
  const app = new Hono<AppEnv>()

  app.get('/sync/changes', requireUser, (c) => {
    // A buffering proxy (nginx) would hold the events back: ask it not to.
    c.header('X-Accel-Buffering', 'no')
    return streamSSE(c, async (stream) => {
      const hub = c.get('live')
      let finish: () => void = () => undefined
      const finished = new Promise<void>((resolve) => {
        finish = resolve
      })
      const send = (m: StreamMessage) =>
        stream
          .writeSSE({
            event: m.name,
            data: JSON.stringify(m.data),
            // The standard reconnect hint too, for a reader that only knows EventSource's rules.
            ...(m.name === 'restart' ? { retry: m.data.retryMs } : {}),
          })
          .catch(finish)
      const remove = hub.add({
        user: c.get('user'),
        tokenHash: hashToken(c.get('token')),
        send,
        close: finish,
      })
      stream.onAbort(finish)
      const beat = setInterval(
        () => void stream.write(':\n\n').catch(finish),
        c.get('config').liveHeartbeatMs ?? HEARTBEAT_MS,
      )
      // The device pulls once the stream is up: whatever changed before it connected comes with that.
      await stream.writeSSE({ event: 'ready', data: '{}' })
      await finished
      clearInterval(beat)
      remove()
    })
  })

  return app
}
