// Cost (/cost): the monthly budget output a project confirms (/cost/costplan, code 501) and its
// cost plan by subject against actual cost (/cost/costcost, code 502). An output is confirmed only
// by the 确认 command (cost.commands.ts), which records the signed-in user and the time; the form
// shows those fields but never edits them.
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { costWords } from './words.text.ts'

export const budgetOutputs = defineResource({
  name: 'budgetOutputs',
  title: costWords.budgetOutputs.title,
  api: { list: '/cost/getCostPlanList', save: '/cost/saveCostPlan', remove: '/cost/delCostPlan' },
  access: numberedAccess(500, 501),
  route: '/cost/costplan',
  icon: 'survey-line',
  recordTitle: ['project_id', 'period'],
  fields: {
    id: f.id(),
    project_id: common.project,
    period: f.month({ label: costWords.budgetOutputs.fields.period, required: true }),
    planned: f.money({ label: costWords.budgetOutputs.fields.planned, required: true }),
    confirmed: f.money({ label: costWords.budgetOutputs.fields.confirmed }),
    status: f.enumOf({
      label: costWords.budgetOutputs.fields.status,
      options: costWords.budgetOutputs.options.status,
      readOnly: true,
    }),
    confirmed_by: f.text({ label: costWords.budgetOutputs.fields.confirmed_by, max: 30, readOnly: true }),
    confirmed_by_id: f.int({ label: costWords.budgetOutputs.fields.confirmed_by_id, readOnly: true }),
    confirmed_at: f.int({
      label: costWords.budgetOutputs.fields.confirmed_at,
      instant: true,
      readOnly: true,
    }),
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
  title: costWords.costPlans.title,
  api: { list: '/cost/getCostCostList', save: '/cost/saveCostCost', remove: '/cost/delCostCost' },
  access: numberedAccess(500, 502),
  route: '/cost/costcost',
  icon: 'funds-line',
  recordTitle: ['project_id', 'subject', 'period'],
  fields: {
    id: f.id(),
    project_id: common.project,
    subject: f.enumOf({
      label: costWords.costPlans.fields.subject,
      options: costWords.costPlans.options.subject,
    }),
    planned: f.money({ label: costWords.costPlans.fields.planned, required: true }),
    actual: f.money({ label: costWords.costPlans.fields.actual }),
    period: f.month({ label: costWords.costPlans.fields.period }),
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
