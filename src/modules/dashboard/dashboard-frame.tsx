// What every dashboard shares: a titled page, a loading state while the mirror is read, money format.
import { useLanguage } from '../../i18n/use-language.ts'
import { bilingual, inLanguage, type Text } from '../../resources/text.ts'

export const yuan = (fen: number) =>
  `${fen < 0 ? '−' : ''}¥${(Math.abs(fen) / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/**
 * Ten-thousands of yuan, as Chinese finance staff read large figures. The unit is in the chart's
 * title (万元 / 10k yuan), so the figure carries none: a 万 after it read as noise in English.
 */
export const wan = (fen: number) => (fen / 100 / 10_000).toFixed(2)

export function useText() {
  const lang = useLanguage()
  return (text: Text) => inLanguage(text, lang)
}

const loading = bilingual('正在读取本地数据…', 'Reading local data…')
const empty = bilingual('暂无数据：同步完成后显示', 'No data yet: figures appear once the sync has run')

export function DashboardFrame({
  title,
  ready,
  hasData,
  children,
}: {
  title: Text
  ready: boolean
  hasData: boolean
  children: React.ReactNode
}) {
  const say = useText()
  return (
    <section className="space-y-4" data-dashboard={title.en}>
      <h1 className="text-lg font-semibold text-slate-900">{say(title)}</h1>
      {!ready ? (
        <p className="text-sm text-slate-500">{say(loading)}</p>
      ) : !hasData ? (
        <p className="rounded-lg bg-white p-6 text-sm text-slate-500 shadow-sm">{say(empty)}</p>
      ) : (
        children
      )}
    </section>
  )
}
