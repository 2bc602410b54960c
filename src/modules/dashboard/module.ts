// Home (spec §2 "/"): the dashboard, and the module dashboards each other group opens with.
import { defineModule, page } from '../define-module.ts'
import { dashboardModuleWords } from './words.text.ts'

const DASHBOARDS = './dashboard-pages.ts'

export const dashboardModule = defineModule({
  name: 'dashboard',
  group: { path: '/', title: dashboardModuleWords.dashboardModule.group.title, icon: 'home-4-line' },
  routes: [
    {
      path: '/',
      title: dashboardModuleWords.dashboardModule.routes['/'].title,
      icon: 'dashboard-line',
      noClosable: true,
      page: page('./dashboard-page.tsx', 'DashboardPage'),
    },
    {
      path: '/proj/projhome',
      title: dashboardModuleWords.dashboardModule.routes['/proj/projhome'].title,
      icon: 'bar-chart-box-line',
      page: page(DASHBOARDS, 'ProjectDashboardPage'),
    },
    {
      path: '/cost/costhome',
      title: dashboardModuleWords.dashboardModule.routes['/cost/costhome'].title,
      icon: 'pie-chart-2-line',
      page: page(DASHBOARDS, 'CostDashboardPage'),
    },
    {
      path: '/fina/finahome',
      title: dashboardModuleWords.dashboardModule.routes['/fina/finahome'].title,
      icon: 'line-chart-line',
      page: page(DASHBOARDS, 'FinanceDashboardPage'),
    },
    {
      path: '/site/siteshow',
      title: dashboardModuleWords.dashboardModule.routes['/site/siteshow'].title,
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
