// The signed-in user's own pages, in the home group.
import { defineModule, page } from '../define-module.ts'

export const profileModule = defineModule({
  name: 'profile',
  routes: [
    {
      path: '/myuser',
      title: { zh: '个人中心', en: 'Personal centre' },
      icon: 'user-3-line',
      hidden: true,
      page: page('./my-user-page.tsx', 'MyUserPage'),
    },
    {
      path: '/logtext',
      title: { zh: '操作日志', en: 'Operation log' },
      icon: 'file-list-3-line',
      page: page('./operation-log-page.tsx', 'OperationLogPage'),
    },
  ],
  resources: [],
})
