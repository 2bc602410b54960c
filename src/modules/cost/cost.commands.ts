// 确认 on a budget output (/cost/costplan): the signed-in user confirms the month's output, recorded
// with their account and the time — once; a second confirmation (another device, offline) is refused
// naming who confirmed first. One effect for the device and the server (server/cost/confirmation.ts).
import { z } from 'zod/mini'
import { InvalidPayload } from '../../data/command-kit.ts'
import { defineCommand } from '../../data/define-command.ts'
import { formatFen } from '../../lib/money-format.ts'
import type { AnyResource } from '../../resources/define-resource.ts'
import { fillText } from '../../resources/text.ts'
import { budgetOutputs } from './cost.resource.ts'
import { costCommandsWords } from './words.text.ts'

export const confirmWords = costCommandsWords.confirmWords

// Modules never import each other: the project is read by the name the ref field gives it.
const projects = { name: budgetOutputs.fields.project_id.resource } as AnyResource

export const confirmBudgetOutput = defineCommand({
  kind: 'cost.confirmOutput',
  path: '/cost/confirmCostPlan',
  access: budgetOutputs.access,
  schema: () =>
    z.object({
      id: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/)),
      confirmed: z.number().check(z.int(), z.gte(0)),
    }),
  labels: { id: budgetOutputs.title, confirmed: budgetOutputs.fields.confirmed.label },
  writes: [budgetOutputs],
  answer: { output: budgetOutputs },
  async describe(p, lang, store) {
    const row = await store.get(budgetOutputs, p.id)
    const project = row ? await store.get(projects, String(row.project_id)) : undefined
    return fillText(confirmWords.describe, lang, {
      project: String(project?.name ?? ''),
      period: String(row?.period ?? ''),
      amount: formatFen(p.confirmed),
    })
  },
  async effect(store, p, ctx) {
    const row = await store.get(budgetOutputs, p.id)
    if (!row) throw new InvalidPayload([fillText(confirmWords.gone, ctx.lang)])
    if (row.status === 'confirmed')
      throw new InvalidPayload([fillText(confirmWords.already, ctx.lang, { name: String(row.confirmed_by) })])
    await store.update(budgetOutputs, p.id, {
      status: 'confirmed',
      confirmed: p.confirmed,
      confirmed_by: ctx.actor.name,
      confirmed_by_id: ctx.actor.id,
      // The server's clock where it runs; the device shows its own until the answer replaces it.
      confirmed_at: ctx.time.server || ctx.time.client,
    })
  },
})
