// Words of the office tools on every list (export, print, filters, columns, views, bulk, import,
// references), bilingual beside the code that uses them.
import type { Language } from '../api/error-catalogue.ts'
import { fillText, type Text } from '../resources/text.ts'

export const officeText = {
  exportXlsx: { zh: '导出 Excel', en: 'Export Excel' },
  exportCsv: { zh: '导出 CSV', en: 'Export CSV' },
  exporting: { zh: '正在导出…', en: 'Exporting…' },
  exported: { zh: '已导出 {n} 条', en: '{n} rows exported' },
  exportFailed: { zh: '导出失败：{message}', en: 'Export failed: {message}' },
  print: { zh: '打印', en: 'Print' },
  printedAt: { zh: '打印日期', en: 'Printed' },
  filters: { zh: '筛选', en: 'Filters' },
  clearFilters: { zh: '清除筛选', en: 'Clear filters' },
  from: { zh: '起', en: 'From' },
  to: { zh: '止', en: 'To' },
  min: { zh: '最小（元）', en: 'Min (yuan)' },
  max: { zh: '最大（元）', en: 'Max (yuan)' },
  any: { zh: '全部', en: 'Any' },
  filterBy: { zh: '按{label}筛选', en: 'Filter by {label}' },
  columns: { zh: '列设置', en: 'Columns' },
  showColumn: { zh: '显示“{label}”', en: 'Show “{label}”' },
  moveUp: { zh: '上移“{label}”', en: 'Move “{label}” up' },
  moveDown: { zh: '下移“{label}”', en: 'Move “{label}” down' },
  views: { zh: '视图', en: 'Views' },
  saveView: { zh: '保存视图', en: 'Save view' },
  viewName: { zh: '视图名称', en: 'View name' },
  defaultView: { zh: '默认视图', en: 'Default view' },
  deleteView: { zh: '删除视图', en: 'Delete view' },
  selectRow: { zh: '选择 {name}', en: 'Select {name}' },
  selectAll: { zh: '全选当前结果', en: 'Select all shown' },
  selected: { zh: '已选 {n} 条', en: '{n} selected' },
  bulkDelete: { zh: '批量删除', en: 'Delete selected' },
  bulkSet: { zh: '批量设置', en: 'Set field' },
  bulkField: { zh: '字段', en: 'Field' },
  bulkValue: { zh: '值', en: 'Value' },
  apply: { zh: '应用', en: 'Apply' },
  confirmBulkDelete: { zh: '确定删除选中的 {n} 条记录吗？', en: 'Delete the {n} selected records?' },
  bulkQueued: { zh: '已排队 {n} 条', en: '{n} queued' },
  bulkFailed: { zh: '{n} 条未排队：', en: '{n} not queued:' },
  importSheet: { zh: '导入 Excel', en: 'Import Excel' },
  importTitle: { zh: '从 Excel 导入{title}', en: 'Import {title} from Excel' },
  importColumn: { zh: '表格列', en: 'Sheet column' },
  importField: { zh: '对应字段', en: 'Field' },
  importSkip: { zh: '（不导入）', en: '(skip)' },
  importRow: { zh: '第 {n} 行', en: 'Row {n}' },
  importSummary: {
    zh: '共 {total} 行：{good} 行可导入，{bad} 行有错误',
    en: '{total} rows: {good} ready, {bad} with errors',
  },
  importConfirm: { zh: '确认导入 {n} 行', en: 'Import {n} rows' },
  importDone: { zh: '已排队导入 {n} 行', en: '{n} rows queued' },
  importEmpty: { zh: '表格中没有数据', en: 'The sheet has no rows' },
  cancel: { zh: '取消', en: 'Cancel' },
  referenced: {
    zh: '不能删除：仍有 {list} 引用该记录',
    en: 'Cannot delete: still referenced by {list}',
  },
  referencedItem: { zh: '{n} 条{title}', en: '{n} {title}' },
} satisfies Record<string, Text>

export function say(
  key: keyof typeof officeText,
  lang: Language,
  vars: Record<string, string | number> = {},
) {
  return fillText(officeText[key], lang, vars)
}
