// Fault injection for tests, off by default: drop the request, commit then drop the answer, delay,
// answer 5xx, expire the token. A test installs a schedule that picks a fault per API call.
export type Fault =
  | { type: 'drop' }
  | { type: 'commitThenDrop' }
  | { type: 'delay'; ms: number }
  | { type: 'error5xx'; status?: 500 | 502 | 503 | 504 }
  | { type: 'expireToken' }

export interface CallInfo {
  method: string
  path: string
  /** A write that carries an Idempotency-Key. */
  command: boolean
  /** The calling device's X-Device header ('' if none): to cut off one device of several. */
  device: string
  /** How many calls this injector has seen, from 1. */
  n: number
}

export class FaultInjector {
  private schedule: ((call: CallInfo) => Fault | null) | null = null
  private seen = 0
  readonly injected: { call: CallInfo; fault: Fault }[] = []

  set(schedule: (call: CallInfo) => Fault | null): void {
    this.schedule = schedule
  }

  clear(): void {
    this.schedule = null
  }

  pick(method: string, path: string, command: boolean, device = ''): Fault | null {
    if (!this.schedule) return null
    const call = { method, path, command, device, n: ++this.seen }
    const fault = this.schedule(call)
    if (fault) this.injected.push({ call, fault })
    return fault
  }
}
