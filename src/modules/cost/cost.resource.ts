// Cost (/cost): the monthly budget output a project confirms (/cost/costplan, code 501) and its
// cost plan by subject against actual cost (/cost/costcost, code 502). An output is confirmed only
// by the 确认 command (cost.commands.ts), which records the signed-in user and the time; the form
// shows those fields but never edits them.
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { bilingual } from '../../resources/text.ts'

export const budgetOutputs = defineResource({
  name: 'budgetOutputs',
  title: bilingual('预算产值确认', 'Budget output'),
  api: { list: '/cost/getCostPlanList', save: '/cost/saveCostPlan', remove: '/cost/delCostPlan' },
  access: numberedAccess(500, 501),
  route: '/cost/costplan',
  icon: 'survey-line',
  recordTitle: ['project_id', 'period'],
  fields: {
    id: f.id(),
    project_id: common.project,
    period: f.month({ label: bilingual('月份', 'Month'), required: true }),
    planned: f.money({ label: bilingual('计划产值', 'Planned output'), required: true }),
    confirmed: f.money({ label: bilingual('确认产值', 'Confirmed output') }),
    status: f.enumOf({
      label: bilingual('状态', 'Status'),
      options: { draft: bilingual('待确认', 'To confirm'), confirmed: bilingual('已确认', 'Confirmed') },
      readOnly: true,
    }),
    confirmed_by: f.text({ label: bilingual('确认人', 'Confirmed by'), max: 30, readOnly: true }),
    confirmed_by_id: f.int({ label: bilingual('确认人账号', 'Confirmed by (account)'), readOnly: true }),
    confirmed_at: f.int({ label: bilingual('确认时间', 'Confirmed at'), instant: true, readOnly: true }),
    remark: common.remark,
  },
  indexes: ['project_id', 'period'],
  list: {
    columns: ['project_id', 'period', 'planned', 'confirmed', 'status', 'confirmed_by', 'confirmed_at'],
    search: ['period', 'confirmed_by'],
    sort: 'period',
  },
  form: [
    ['project_id', 'period'],
    ['planned', 'confirmed'],
    ['status', 'confirmed_by'],
    ['confirmed_at'],
    ['remark'],
  ],
})

export const costPlans = defineResource({
  name: 'costPlans',
  title: bilingual('成本计划管理', 'Cost plans'),
  api: { list: '/cost/getCostCostList', save: '/cost/saveCostCost', remove: '/cost/delCostCost' },
  access: numberedAccess(500, 502),
  route: '/cost/costcost',
  icon: 'funds-line',
  recordTitle: ['project_id', 'subject', 'period'],
  fields: {
    id: f.id(),
    project_id: common.project,
    subject: f.enumOf({
      label: bilingual('成本科目', 'Cost subject'),
      options: {
        labour: bilingual('人工费', 'Labour'),
        material: bilingual('材料费', 'Materials'),
        machinery: bilingual('机械费', 'Machinery'),
        subcontract: bilingual('分包费', 'Subcontracts'),
        overhead: bilingual('现场管理费', 'Site overhead'),
      },
    }),
    planned: f.money({ label: bilingual('计划成本', 'Planned cost'), required: true }),
    actual: f.money({ label: bilingual('实际成本', 'Actual cost') }),
    period: f.month({ label: bilingual('月份', 'Month') }),
    remark: common.remark,
  },
  indexes: ['project_id', 'subject'],
  list: {
    columns: ['project_id', 'subject', 'period', 'planned', 'actual'],
    search: ['period'],
    sort: 'project_id',
  },
  form: [['project_id', 'subject'], ['planned', 'actual'], ['period'], ['remark']],
})
