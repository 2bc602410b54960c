// What the list's search box costs on the page's main thread: one pass of its matcher over 100,000
// members (a big shop's mirror), for a text no row holds, a name, a card type's label and an amount.
// `npx tsx bench/list-search.ts` (no build needed); figures, not verdicts.
import { searchMatcher } from '../src/data/list-search.ts'
import { members } from '../src/modules/shop/members.resource.ts'
import { memberFields } from './member-row.ts'

const CARD = '01JCARDTYPE000000000000001'
const rows = Array.from({ length: 100_000 }, (_, i) => ({
  id: String(i),
  updated_at: 1,
  ...memberFields(i, CARD),
  balance: i * 37,
}))
const refs = { cardTypes: new Map([[CARD, '金卡']]) }

for (const typed of ['找不到的字', '会员000042', '金卡', '8,650.00']) {
  const match = searchMatcher(members, typed, members.list.columns, refs, 'zh')!
  const times: number[] = []
  let found = 0
  for (let run = 0; run < 5; run++) {
    const start = performance.now()
    found = rows.filter(match).length
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  console.info(`${typed.padEnd(10)} median ${times[2]!.toFixed(0)} ms over 5 runs, ${found} rows found`)
}
