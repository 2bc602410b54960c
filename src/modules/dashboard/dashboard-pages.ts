// The module dashboards, loaded together as one chunk.
export { CostDashboardPage } from './cost-dashboard-page.tsx'
export { FinanceDashboardPage } from './finance-dashboard-page.tsx'
export { ProjectDashboardPage } from './project-dashboard-page.tsx'
export { SystemDashboardPage } from './system-dashboard-page.tsx'
