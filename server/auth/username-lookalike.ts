// Look-alike user names (issue 19): a name is stored NFKC-normalised (fullwidth ａｄｍｉｎ → admin), and
// a new name whose confusable skeleton (Unicode UTS #39, from confusables.txt via `unhomoglyph`)
// matches an existing one is refused: "аdmin" with a Cyrillic а is not a second admin.
import type { Kysely, Transaction } from 'kysely'
import unhomoglyph from 'unhomoglyph'
import { Code } from '../../src/api/codes.ts'
import type { Database } from '../db/schema.ts'
import { ApiFailure } from '../http/envelope.ts'

type Db = Kysely<Database> | Transaction<Database>

export function normaliseUsername(name: string): string {
  return name.normalize('NFKC').trim()
}

/**
 * UTS #39 skeleton (NFD, confusable mapping, NFD), with case folded and accents stripped first
 * (issue 38): ADMIN and admín read as admin to a person, so they are the same name here. Folding
 * before the mapping matters: confusables.txt maps m to rn but leaves M alone.
 */
export function usernameSkeleton(name: string): string {
  const folded = name.normalize('NFD').toLowerCase().replace(/\p{M}/gu, '')
  return unhomoglyph(folded).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** Refuses a name taken, or confusable with one taken, in the company. */
export async function ensureUsernameDistinct(db: Db, comId: number, username: string): Promise<void> {
  const skeleton = usernameSkeleton(username)
  // A company has few accounts: comparing against all of them costs less than keeping a column in step.
  const names = await db.selectFrom('users').select('username').where('com_id', '=', comId).execute()
  for (const { username: existing } of names) {
    if (existing === username) throw new ApiFailure(Code.badRequest, 'usernameTaken', { username })
    if (usernameSkeleton(existing) === skeleton)
      throw new ApiFailure(Code.badRequest, 'usernameConfusable', { username, existing })
  }
}
