// Home (spec §2 "/"): the dashboard, and the module dashboards each other group opens with.
import { defineModule, page } from '../define-module.ts'

const DASHBOARDS = './dashboard-pages.ts'

export const dashboardModule = defineModule({
  name: 'dashboard',
  group: { path: '/', title: { zh: '首页', en: 'Home' }, icon: 'home-4-line' },
  routes: [
    {
      path: '/',
      title: { zh: '平台首页', en: 'Dashboard' },
      icon: 'dashboard-line',
      noClosable: true,
      page: page('./dashboard-page.tsx', 'DashboardPage'),
    },
    {
      path: '/proj/projhome',
      title: { zh: '项目报表', en: 'Project dashboard' },
      icon: 'bar-chart-box-line',
      page: page(DASHBOARDS, 'ProjectDashboardPage'),
    },
    {
      path: '/cost/costhome',
      title: { zh: '成本报表', en: 'Cost dashboard' },
      icon: 'pie-chart-2-line',
      page: page(DASHBOARDS, 'CostDashboardPage'),
    },
    {
      path: '/fina/finahome',
      title: { zh: '财务报表', en: 'Finance dashboard' },
      icon: 'line-chart-line',
      page: page(DASHBOARDS, 'FinanceDashboardPage'),
    },
    {
      path: '/site/siteshow',
      title: { zh: '系统看板', en: 'System dashboard' },
      icon: 'dashboard-3-line',
      page: page(DASHBOARDS, 'SystemDashboardPage'),
    },
  ],
  placeAfter: {
    '/proj/projhome': '^',
    '/cost/costhome': '^',
    '/fina/finahome': '^',
    '/site/siteshow': '/site/siterecord',
  },
  resources: [],
})
