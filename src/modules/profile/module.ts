// The signed-in user's own pages, in the home group.
import { defineModule, page } from '../define-module.ts'
import { profileModuleWords } from './words.text.ts'

export const profileModule = defineModule({
  name: 'profile',
  routes: [
    {
      path: '/myuser',
      title: profileModuleWords.profileModule.routes['/myuser'].title,
      icon: 'user-3-line',
      hidden: true,
      page: page('./my-user-page.tsx', 'MyUserPage'),
    },
    {
      path: '/logtext',
      title: profileModuleWords.profileModule.routes['/logtext'].title,
      icon: 'file-list-3-line',
      page: page('./operation-log-page.tsx', 'OperationLogPage'),
    },
  ],
  resources: [],
})
