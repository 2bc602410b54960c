import { formatFen } from '../../lib/money-format.ts'

/** A column of labelled amounts (fen); the last is the total. */
export function Totals({ rows }: { rows: [string, number][] }) {
  return (
    <dl className="grid max-w-sm grid-cols-2 gap-x-4 gap-y-1 rounded-pm3 border bg-white p-3">
      {rows.map(([label, fen], i) => (
        <div key={label} className={`contents ${i === rows.length - 1 ? 'font-semibold' : ''}`}>
          <dt>{label}</dt>
          <dd className="text-right tabular-nums">{formatFen(fen)}</dd>
        </div>
      ))}
    </dl>
  )
}
