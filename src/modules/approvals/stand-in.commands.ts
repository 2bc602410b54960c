// Setting and ending a stand-in (代理), through the outbox like every approval write: the device shows
// it at once and refuses what it can judge (self, the range, a stand-in away themselves); the server
// (server/routes/stand-in-routes.ts) first checks what only it knows — the right to set one for
// someone else, and that both are active accounts of the company that may decide approvals.
import { InvalidPayload } from '../../data/command-kit.ts'
import { defineCommand, type EffectContext } from '../../data/define-command.ts'
import { labelsOf } from '../../resources/issue-messages.ts'
import { fillText } from '../../resources/text.ts'
import { standInPanelWords } from './approvals.text.ts'
import {
  companyDay,
  endStandInSchema,
  overlaps,
  setStandInSchema,
  standInId,
  standInMessage,
} from './stand-in-rules.ts'
import { sopStandIns } from './stand-ins.resource.ts'

// Both commands write the one stand-in record, under its access, and answer with it.
const onStandIns = {
  access: sopStandIns.access,
  labels: labelsOf(sopStandIns.fields),
  answer: { standIn: sopStandIns },
  writes: [sopStandIns],
}

/** The day the command is judged on: the server's when it applies it, the device's while queued. */
const today = (ctx: EffectContext) => companyDay(ctx.time.server || ctx.time.client)

export const setStandIn = defineCommand({
  kind: 'sops.setStandIn',
  path: '/sops/saveStandIn',
  ...onStandIns,
  schema: setStandInSchema,
  describe: (p, lang) =>
    `${fillText(standInPanelWords.title, lang)}：${fillText(standInPanelWords.current, lang, {
      standin: p.standin_name,
      approver: p.approver_name,
      from: p.start_date,
      to: p.end_date,
    })}`,
  async effect(store, p, ctx) {
    const day = today(ctx)
    if (p.end_date < day)
      throw new InvalidPayload([standInMessage('endPassed', ctx.lang, { end: p.end_date, today: day })])
    // No chains: a stand-in away themselves in the range would not pass the step on.
    const theirs = await store.get(sopStandIns, standInId(p.standin_id))
    if (overlaps(theirs, p))
      throw new InvalidPayload([
        standInMessage('standInAway', ctx.lang, {
          name: p.standin_name,
          from: String(theirs!.start_date),
          to: String(theirs!.end_date),
        }),
      ])
    const id = standInId(p.approver_id)
    const row = {
      approver_id: p.approver_id,
      approver_name: p.approver_name,
      standin_id: p.standin_id,
      standin_name: p.standin_name,
      start_date: p.start_date,
      end_date: p.end_date,
      note: p.note,
      status: 'set',
      set_by_id: ctx.actor.id,
      set_by_name: ctx.actor.name,
    }
    if (await store.get(sopStandIns, id)) await store.update(sopStandIns, id, row)
    else await store.insert(sopStandIns, { id, ...row })
  },
})

/** 提前结束: the record stays (its history tells the range), ended. */
export const endStandIn = defineCommand({
  kind: 'sops.endStandIn',
  path: '/sops/endStandIn',
  ...onStandIns,
  schema: endStandInSchema,
  describe: (_p, lang) =>
    `${fillText(standInPanelWords.title, lang)}：${fillText(standInPanelWords.end, lang)}`,
  async effect(store, p, ctx) {
    const id = standInId(p.approver_id)
    const row = await store.get(sopStandIns, id)
    if (row?.status !== 'set') throw new InvalidPayload([standInMessage('noneToEnd', ctx.lang)])
    await store.update(sopStandIns, id, {
      status: 'ended',
      set_by_id: ctx.actor.id,
      set_by_name: ctx.actor.name,
    })
  },
})
