// Approvals (spec §2 /expe): the platform, my lists, one list per template, make-up punches; and the
// flows and records pages of the system group.

import { defineModule, type PageRoute, page } from '../define-module.ts'
import { sopFlows, sopReads, sopResults, sops, staffBuka } from './approvals.resource.ts'
import { colleagues } from './colleagues.resource.ts'
import { sopStandIns } from './stand-ins.resource.ts'
import { approvalsModuleWords } from './words.text.ts'

// The approval screens share one chunk: they are opened together (a notice leads to a detail, a
// list to a form).
const PAGES = './approval-pages.ts'

function templateList(template: string, zh: string, en: string, icon: string, hidden?: true): PageRoute {
  return {
    path: `/expe/${template}`,
    title: { zh, en },
    icon,
    hidden,
    page: page(PAGES, 'TemplateSopsPage', { template }),
  }
}

function myList(path: string, list: string, zh: string, en: string, icon: string): PageRoute {
  return { path, title: { zh, en }, icon, page: page(PAGES, 'MySopsPage', { list }) }
}

export const approvalsModule = defineModule({
  name: 'approvals',
  group: {
    path: '/expe',
    title: approvalsModuleWords.approvalsModule.group.title,
    icon: 'git-pull-request-line',
    access: { switch: 'sel680' },
    menuTitle: 'top680',
  },
  routes: [
    {
      path: '/expe/expehome',
      title: approvalsModuleWords.approvalsModule.routes['/expe/expehome'].title,
      icon: 'apps-line',
      page: page(PAGES, 'ApprovalHomePage'),
    },
    myList('/expe/myapproval', 'decided', '我审批的', 'Approved by me', 'check-double-line'),
    myList('/expe/myapprlist', 'mine', '我提交的', 'Submitted by me', 'send-plane-line'),
    myList('/expe/mycopylist', 'copied', '抄送我的', 'Copied to me', 'mail-send-line'),
    {
      path: '/expe/soplist',
      title: approvalsModuleWords.approvalsModule.routes['/expe/soplist'].title,
      icon: 'flow-chart',
      hidden: true,
      page: page(PAGES, 'SopFilePage'),
    },
    templateList('expecont', '合同审批', 'Contract approval', 'file-text-line'),
    templateList('pcon_yushen', '分包采购合同预审', 'Subcontract pre-review', 'file-search-line', true),
    templateList('expeproj', '项目审批', 'Project approval', 'building-line'),
    templateList('expecost', '成本审批', 'Cost approval', 'calculator-line'),
    templateList('expesrm', '采购审批', 'Procurement approval', 'shopping-cart-2-line'),
    templateList('expefina', '财务费用审批', 'Expense approval', 'wallet-3-line'),
    templateList('expeoffice', '行政审批', 'Administrative approval', 'briefcase-line'),
    templateList('expestaff', '人事审批', 'HR approval', 'team-line'),
    {
      resource: staffBuka,
      hidden: true,
      page: page(PAGES, 'PunchPage'),
    },
    {
      path: '/expe/staff_buka_sp',
      title: approvalsModuleWords.approvalsModule.routes['/expe/staff_buka_sp'].title,
      icon: 'timer-line',
      hidden: true,
      page: page(PAGES, 'PunchApprovalRoute'),
    },
    { resource: sopFlows, page: page(PAGES, 'FlowsPage') },
  ],
  placeAfter: { '/site/sitesop': '/site/siteuserlist', '/site/siterecord': '/site/sitesop' },
  resources: [sops, sopResults, sopFlows, staffBuka, sopReads, colleagues, sopStandIns],
  // The platform page (/expe/expehome) shows the approvals; it is no generic list of them. Read
  // states only mark the lists and the detail page; stand-ins are set on 我审批的 (stand-in-panel.tsx).
  withoutPages: [sops, sopReads, colleagues, sopStandIns],
})
