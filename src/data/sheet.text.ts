// The words a sheet says in its own cells (a total row, an import template's example), zh and en
// side by side (their one home: docs/architecture.md, "Words").
import { bilingual, type TextTree } from '../resources/text.ts'

export const sheetWords = {
  total: bilingual('合计', 'Total'),
  exampleId: bilingual('示例（导入时跳过）', 'Example (skipped on import)'),
  sample: bilingual('示例{label}', 'Sample {label}'),
} satisfies TextTree
