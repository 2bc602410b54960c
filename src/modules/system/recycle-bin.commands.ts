// Restoring a deleted record from the recycle bin, or purging it, through the outbox like every write.
// The device holds no deleted rows, so the effect here changes nothing: the server (server/audit/
// recycle-bin.ts) does the work, and a restored record comes back to the lists with the next pull.
import { z } from 'zod/mini'
import { PURGE_RECORD_PATH, RESTORE_RECORD_PATH } from '../../api/audit-log.ts'
import { RIGHTS } from '../../auth/access-codes.ts'
import { defineCommand } from '../../data/define-command.ts'
import { fillText } from '../../resources/text.ts'
import { recycleBinWords as words } from './words.text.ts'

const recordRef = () =>
  z.object({ id: z.string(), resource: z.string(), record: z.string(), name: z.string() })

const inTheBin = {
  access: { switch: 'sel900', code: RIGHTS.recycleBin.code },
  schema: recordRef,
  writes: [],
  answer: {},
  async effect() {},
} as const

export const restoreDeleted = defineCommand({
  kind: 'sys.restoreRecord',
  path: RESTORE_RECORD_PATH,
  ...inTheBin,
  describe: (p, lang) => fillText(words.restoreOf, lang, { name: p.name }),
})

export const purgeDeleted = defineCommand({
  kind: 'sys.purgeRecord',
  path: PURGE_RECORD_PATH,
  ...inTheBin,
  describe: (p, lang) => fillText(words.purgeOf, lang, { name: p.name }),
})
