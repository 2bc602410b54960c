// Budget output confirmation on the server: 确认 (cost.confirmOutput, served as defined, with no route
// of its own) runs the shared effect, which stamps the caller's account and the server's time. The
// generic save never writes those fields (they are read-only, server/db/api-rows.ts), so a typed name
// confirms nothing; it starts a new output as 待确认, and changes nothing but the remark of a
// confirmed one.
import { budgetOutputs } from '../../src/modules/cost/cost.resource.ts'
import { inLanguage } from '../../src/resources/text.ts'
import { updateRow } from '../db/resource-rows.ts'
import { afterSavedRow } from '../db/saved-row-hook.ts'
import { invalidField } from '../http/parse-body.ts'
import { confirmationWords } from '../words.text.ts'

const locked = confirmationWords.locked

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '')

export const budgetOutputHooks = afterSavedRow(budgetOutputs, async (trx, row, w, by) => {
  if (!w.before) {
    if (!row.status) await updateRow(trx, budgetOutputs, w.id, { status: 'draft' }, by)
    return
  }
  const before = w.before
  if (before.status !== 'confirmed') return
  if (Object.keys(budgetOutputs.fields).some((k) => k !== 'remark' && !same(row[k], before[k])))
    throw invalidField(w.lang, [inLanguage(locked, w.lang)])
})
