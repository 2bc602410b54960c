// The caller's network address, for sign-in throttling, sign-up caps and login records: the
// socket's peer. X-Forwarded-For is believed only from a reverse proxy named in the configuration
// (PM3_TRUSTED_PROXIES): anyone can send the header, and a throttle keyed on it throttles no one.
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { ServerConfig } from '../config.ts'
import { batchedCall } from './batched-call.ts'

const normalise = (address: string) => address.replace(/^::ffff:/, '')

export function clientAddress(c: Context): string {
  // An entry of a batch push: the address the batch itself was resolved to (set by the server only).
  const batched = batchedCall(c.env)?.address
  if (batched !== undefined) return batched
  let peer = ''
  try {
    peer = normalise(getConnInfo(c).remote.address ?? '')
  } catch {
    return ''
  }
  const trusted = (c.get('config') as ServerConfig | undefined)?.trustedProxies ?? []
  if (!trusted.includes(peer)) return peer
  // Walk the chain from the nearest hop: the first address no trusted proxy claims is the client.
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((h) => normalise(h.trim()))
    .filter(Boolean)
  for (let i = hops.length - 1; i >= 0; i--) if (!trusted.includes(hops[i]!)) return hops[i]!
  return hops[0] ?? peer
}
