// What a resource's mirror table is indexed by: its declared indexes, and every amount its list
// shows, so a click on a money column's header sorts the list by value in fen (not "¥1,000" before
// "¥900") by walking an index, without reading and sorting a 100,000-row table. Only the declared
// money columns: each index costs every write to the table (raw puts of 100,000 members took about
// a tenth longer with the balance indexed, in Chromium on the busy 2-core machine), and a column a
// user adds from the columns menu is shown but not sorted. Dates and numbers sort where a declaration indexes them.
import type { AnyResource } from './define-resource.ts'

export function mirrorIndexes(r: AnyResource): string[] {
  const money = r.list.columns.filter((name) => r.fields[name]!.kind === 'money')
  return [...new Set([...r.indexes, ...money])]
}
