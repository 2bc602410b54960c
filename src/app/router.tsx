// Routes of the walking skeleton; the shell issue derives the full tree from module declarations.
import { createBrowserRouter, Navigate } from 'react-router'
import { DashboardPage } from '../modules/dashboard/dashboard-page.tsx'
import { MyUserPage } from '../modules/profile/my-user-page.tsx'
import { resources } from '../modules/registry.ts'
import { LoginPage } from '../modules/session/login-page.tsx'
import { RootLayout } from '../shell/root-layout.tsx'
import { ResourceListPage } from '../views/resource-list-page.tsx'
import { StatusPage } from '../views/status-page.tsx'
import { DocumentTitle } from './document-title.tsx'
import { RequireSession } from './require-session.tsx'

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <DocumentTitle />,
      children: [
        { path: '/login', element: <LoginPage />, handle: { title: 'login.submit' } },
        { path: '/401', element: <StatusPage status="401" />, handle: { title: 'status.401.title' } },
        { path: '/403', element: <StatusPage status="403" />, handle: { title: 'status.403.title' } },
        { path: '/404', element: <StatusPage status="404" />, handle: { title: 'status.404.title' } },
        {
          path: '/',
          element: (
            <RequireSession>
              <RootLayout />
            </RequireSession>
          ),
          children: [
            { index: true, element: <DashboardPage />, handle: { title: 'dashboard.title' } },
            { path: 'myuser', element: <MyUserPage />, handle: { title: 'profile.title' } },
            ...resources.map((r) => ({
              path: r.route.slice(1),
              element: <ResourceListPage resource={r} />,
              handle: { title: r.title },
            })),
          ],
        },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ])
}
