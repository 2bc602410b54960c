// What a resource's mirror table is indexed by: its declared indexes, and every amount, date and
// number its list shows, so a click on such a column's header sorts the list by value (fen, not
// "¥1,000" before "¥900"; days in order) by walking an index, without reading and sorting a
// 100,000-row table. Only the declared columns: each index costs every write to the table (a
// till's orders), and a column a user adds from the columns menu is shown but not sorted.
import type { AnyResource } from './define-resource.ts'

const BY_VALUE = new Set(['money', 'date', 'int'])

export function mirrorIndexes(r: AnyResource): string[] {
  const byValue = r.list.columns.filter((name) => BY_VALUE.has(r.fields[name]!.kind))
  return [...new Set([...r.indexes, ...byValue])]
}
