// The words the cost module's records, rules, commands and menus say, zh and en side by side: read through
// inLanguage by the page, the workers and the server alike (their one home: docs/architecture.md, "Words").
import { bilingual, type TextTree } from '../../resources/text.ts'

/** The words of cost.commands.ts. */
export const costCommandsWords = {
  confirmWords: {
    confirm: bilingual('确认', 'Confirm'),
    describe: bilingual('确认产值 {project} {period} {amount}', 'Confirm output {project} {period} {amount}'),
    gone: bilingual('该产值记录不存在或已删除', 'This output no longer exists'),
    already: bilingual('该产值已由{name}确认', 'This output was already confirmed by {name}'),
  },
} satisfies TextTree

/** The words of cost.resource.ts. */
export const costWords = {
  budgetOutputs: {
    title: bilingual('预算产值确认', 'Budget output'),
    fields: {
      period: bilingual('月份', 'Month'),
      planned: bilingual('计划产值', 'Planned output'),
      confirmed: bilingual('确认产值', 'Confirmed output'),
      status: bilingual('状态', 'Status'),
      confirmed_by: bilingual('确认人', 'Confirmed by'),
      confirmed_by_id: bilingual('确认人账号', 'Confirmed by (account)'),
      confirmed_at: bilingual('确认时间', 'Confirmed at'),
    },
    options: {
      status: {
        draft: bilingual('待确认', 'To confirm'),
        confirmed: bilingual('已确认', 'Confirmed'),
      },
    },
  },
  costPlans: {
    title: bilingual('成本计划管理', 'Cost plans'),
    fields: {
      subject: bilingual('成本科目', 'Cost subject'),
      planned: bilingual('计划成本', 'Planned cost'),
      actual: bilingual('实际成本', 'Actual cost'),
      period: bilingual('月份', 'Month'),
    },
    options: {
      subject: {
        labour: bilingual('人工费', 'Labour'),
        material: bilingual('材料费', 'Materials'),
        machinery: bilingual('机械费', 'Machinery'),
        subcontract: bilingual('分包费', 'Subcontracts'),
        overhead: bilingual('现场管理费', 'Site overhead'),
      },
    },
  },
} satisfies TextTree

/** The words of module.ts. */
export const costModuleWords = {
  costModule: {
    group: {
      title: bilingual('成本', 'Cost'),
    },
  },
} satisfies TextTree
