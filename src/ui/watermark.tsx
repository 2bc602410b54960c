// A watermark over a sensitive page: who is reading and when, tiled across the viewport. Text, not
// a background image, so it prints (browsers leave backgrounds out of print by default); fixed, so
// it repeats on every printed page; it never takes a click or a screen reader's attention.
const ROWS = 6
const COLUMNS = 4

export function Watermark({ text }: { text: string }) {
  return (
    <div
      aria-hidden="true"
      data-testid="watermark"
      className="pointer-events-none fixed inset-0 z-30 grid select-none overflow-hidden print:z-50"
      style={{ gridTemplateColumns: `repeat(${COLUMNS}, 1fr)`, gridTemplateRows: `repeat(${ROWS}, 1fr)` }}
    >
      {Array.from({ length: ROWS * COLUMNS }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: identical tiles in a fixed grid
          key={i}
          className="flex -rotate-[24deg] items-center justify-center whitespace-nowrap text-sm text-slate-900/10 print:text-slate-900/20"
        >
          {text}
        </span>
      ))}
    </div>
  )
}
