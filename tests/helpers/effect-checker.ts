// The Jepsen-style verdict: compares what the clients meant to do (their intents, keyed by the
// entry id = Idempotency-Key) and how each outbox ended, with the rows the server holds.
//   lost        an intent the client counts as delivered, or still pending after healing, with no effect
//   duplicated  more than one effect for one intent, or an intent the client was told failed although
//               its effect is on the server (it was applied, then delivered again)
//   unexpected  an effect written during the run that no intent asked for
// and the money invariant, in fen: the till's delivered sales = the server's orders; member orders =
// the fall of the member balances = the ledger; cash orders = cash taken minus change.
import type { OutboxEntry } from '../../src/data/outbox-types.ts'
import type { TestServer } from './test-server.ts'

export type IntentKind = 'cash' | 'member' | 'punch' | 'decide'

export interface Intent {
  key: string
  kind: IntentKind
  /** Sales: the total in fen; member sales also the member. */
  total?: number
  memberId?: string
}

export interface Verdict {
  intents: number
  delivered: number
  rejected: number
  lost: number
  duplicated: number
  unexpected: number
  money: {
    tillFen: number
    ordersFen: number
    memberOrdersFen: number
    balanceDropFen: number
    ledgerFen: number
  }
  moneyHolds: boolean
  details: string[]
}

type RowOf = Record<string, unknown>

async function rowsAfter(server: TestServer, table: string, rev: number): Promise<RowOf[]> {
  return (await server.db
    .selectFrom(table as never)
    .selectAll()
    .where('rev' as never, '>', rev as never)
    .execute()) as RowOf[]
}

export async function balances(server: TestServer): Promise<number> {
  const rows = (await server.db
    .selectFrom('res_members' as never)
    .select('balance' as never)
    .execute()) as { balance: number }[]
  return rows.reduce((s, r) => s + Number(r.balance), 0)
}

export async function judge(
  server: TestServer,
  intents: Intent[],
  outboxes: OutboxEntry[],
  before: { rev: number; balances: number; ignoreIds: Set<string> },
): Promise<Verdict> {
  const details: string[] = []
  const state = new Map(outboxes.map((e) => [e.id, e.state]))
  const byKey = new Map(intents.map((i) => [i.key, i]))
  const orders = await rowsAfter(server, 'res_orders', before.rev)
  const ledger = await rowsAfter(server, 'res_memberLedger', before.rev)
  const punches = await rowsAfter(server, 'res_staffBuka', before.rev)
  const results = await rowsAfter(server, 'res_sopResults', before.rev)

  // Effects per intent key: the rows the server wrote with that id.
  const effects = new Map<string, number>()
  const bump = (id: string) => effects.set(id, (effects.get(id) ?? 0) + 1)
  let unexpected = 0
  const claim = (id: string, kinds: IntentKind[], what: string) => {
    const intent = byKey.get(id)
    if (intent && kinds.includes(intent.kind)) return bump(id)
    if (before.ignoreIds.has(id)) return
    unexpected++
    details.push(`unexpected ${what} ${id}`)
  }
  for (const o of orders) claim(String(o.id), ['cash', 'member'], 'order')
  for (const p of punches) claim(String(p.id), ['punch'], 'punch')
  for (const r of results) {
    // Filing a punch writes its own "submit" record; a decision writes one with the entry's id.
    if (r.decision === 'submit') {
      if (!byKey.has(String(r.sop_id)) && !before.ignoreIds.has(String(r.sop_id))) {
        unexpected++
        details.push(`unexpected submit record for ${r.sop_id}`)
      }
      continue
    }
    claim(String(r.id), ['decide'], 'decision')
  }
  // Two decisions recorded for one step of one sop are one decision made twice.
  const steps = new Map<string, number>()
  for (const r of results)
    if (r.decision !== 'submit')
      steps.set(`${r.sop_id}:${r.step}`, (steps.get(`${r.sop_id}:${r.step}`) ?? 0) + 1)
  let duplicated = [...steps.values()].filter((n) => n > 1).reduce((s, n) => s + n - 1, 0)
  const ledgerPerOrder = new Map<string, number>()
  for (const l of ledger) {
    const id = String(l.order_id || l.id)
    ledgerPerOrder.set(id, (ledgerPerOrder.get(id) ?? 0) + 1)
  }
  duplicated += [...ledgerPerOrder.values()].filter((n) => n > 1).reduce((s, n) => s + n - 1, 0)

  let lost = 0
  let delivered = 0
  let rejected = 0
  for (const i of intents) {
    const n = effects.get(i.key) ?? 0
    const s = state.get(i.key)
    if (n > 1) {
      duplicated += n - 1
      details.push(`duplicated ${i.kind} ${i.key}: ${n} effects`)
    }
    if (s === 'pending') {
      lost++
      details.push(`lost ${i.kind} ${i.key}: still pending after healing`)
    } else if (s === 'failed') {
      rejected++
      if (n > 0) {
        duplicated++
        details.push(
          `duplicated ${i.kind} ${i.key}: applied, then refused as a repeat (client shows it failed)`,
        )
      }
    } else {
      delivered++
      if (n === 0) {
        lost++
        details.push(`lost ${i.kind} ${i.key}: acknowledged, no effect on the server`)
      }
    }
  }

  const deliveredSales = intents.filter(
    (i) => (i.kind === 'cash' || i.kind === 'member') && !state.has(i.key),
  )
  const tillFen = deliveredSales.reduce((s, i) => s + (i.total ?? 0), 0)
  const ordersFen = orders.reduce((s, o) => s + Number(o.total), 0)
  const memberOrders = orders.filter((o) => o.method === 'member')
  const memberOrdersFen = memberOrders.reduce((s, o) => s + Number(o.total), 0)
  const balanceDropFen = before.balances - (await balances(server))
  const ledgerFen = -ledger.reduce((s, l) => s + Number(l.amount), 0)
  const cash = orders.filter((o) => o.method !== 'member')
  const cashTakenFen = cash.reduce((s, o) => s + Number(o.tendered) - Number(o.change), 0)
  const cashFen = cash.reduce((s, o) => s + Number(o.total), 0)
  const moneyHolds =
    tillFen === ordersFen &&
    memberOrdersFen === balanceDropFen &&
    balanceDropFen === ledgerFen &&
    cashTakenFen === cashFen
  return {
    intents: intents.length,
    delivered,
    rejected,
    lost,
    duplicated,
    unexpected,
    money: { tillFen, ordersFen, memberOrdersFen, balanceDropFen, ledgerFen },
    moneyHolds,
    details,
  }
}
