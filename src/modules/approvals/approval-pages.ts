// The approval screens, as the router loads them (one chunk).
export { FlowsPage } from './flows-page.tsx'
export { PunchApprovalRoute } from './punch-approval-route.tsx'
export { PunchApprovalPage, PunchPage } from './punch-pages.tsx'
export { SopDetailPage } from './sop-detail-page.tsx'
export { SopFilePage } from './sop-file-page.tsx'
export { ApprovalHomePage, MySopsPage, TemplateSopsPage } from './sop-list-pages.tsx'
