// A grouped bar chart in plain SVG: a few series over a handful of categories is all the dashboards
// draw, and a charting library would cost more than the whole dashboard chunk. The figures are also
// given as a table for screen readers and for copying.

export interface BarSeries {
  label: string
  /** Tailwind fill class, e.g. 'fill-sky-500'. */
  color: string
  values: number[]
}

/** Width of a label character in drawing units: 12 px digits and Latin letters are about 7 wide. */
const CHAR_WIDTH = 7

/**
 * A category label that fits its group: a month (2026-05) loses its century, then its year, before
 * anything is cut — "2026-…" under every bar told nobody which month it was.
 */
export function fittedLabel(category: string, chars: number): string {
  if (category.length <= chars) return category
  const month = /^\d{2}(\d{2})-(\d{2})$/.exec(category)
  if (month) return chars >= 5 ? `${month[1]}-${month[2]}` : month[2]!
  return `${category.slice(0, Math.max(1, chars - 1))}…`
}

const HEIGHT = 180
const WIDTH = 600
const GAP = 10

export function BarChart({
  title,
  categories,
  series,
  format,
}: {
  title: string
  categories: string[]
  series: BarSeries[]
  format: (n: number) => string
}) {
  const max = Math.max(1, ...series.flatMap((s) => s.values))
  // A fixed drawing width: few categories get wide bars, many get narrow ones.
  const groupWidth = WIDTH / Math.max(categories.length, 1)
  const bar = Math.min(36, (groupWidth - GAP) / Math.max(series.length, 1))
  const labelChars = Math.max(2, Math.floor(groupWidth / CHAR_WIDTH))
  return (
    <figure className="rounded-lg bg-white p-4 shadow-sm" data-chart={title}>
      <figcaption className="mb-2 text-sm font-medium text-slate-700">{title}</figcaption>
      <ul className="mb-2 flex flex-wrap gap-3 text-xs text-slate-600" aria-hidden="true">
        {series.map((s) => (
          <li key={s.label} className="flex items-center gap-1">
            <svg width="10" height="10" aria-hidden="true">
              <rect width="10" height="10" className={s.color} />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 36}`} className="h-56 w-full" role="img" aria-label={title}>
        {categories.map((category, ci) => (
          <g
            key={category}
            transform={`translate(${ci * groupWidth + (groupWidth - bar * series.length) / 2},0)`}
          >
            {series.map((s, si) => {
              const v = s.values[ci] ?? 0
              const h = Math.round((Math.max(v, 0) / max) * HEIGHT)
              return (
                <rect
                  key={s.label}
                  x={si * bar}
                  y={HEIGHT - h}
                  width={bar - 2}
                  height={h}
                  className={s.color}
                >
                  <title>{`${category} · ${s.label}: ${format(v)}`}</title>
                </rect>
              )
            })}
            <text
              x={(series.length * bar) / 2}
              y={HEIGHT + 14}
              textAnchor="middle"
              className="fill-slate-500 text-[12px]"
            >
              {fittedLabel(category, labelChars)}
            </text>
          </g>
        ))}
      </svg>
      {/* sr-only on the table itself does not hold: a table is never narrower than its content,
          and this one pushed a phone's page sideways. */}
      <div className="sr-only">
        <table>
          <thead>
            <tr>
              <td />
              {series.map((s) => (
                <th key={s.label}>{s.label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category, ci) => (
              <tr key={category}>
                <th>{category}</th>
                {series.map((s) => (
                  <td key={s.label}>{format(s.values[ci] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}

/** A headline figure. */
export function StatTile({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-lg bg-white p-4 shadow-sm" data-stat={label}>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-slate-900">{value}</dd>
      {hint && <dd className="mt-1 text-xs text-slate-500">{hint}</dd>}
    </div>
  )
}
