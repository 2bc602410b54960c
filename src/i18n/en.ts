import type { zh } from './zh.ts'

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }

export const en: Shape<typeof zh> = {
  app: { name: 'PM3', loading: 'Loading…' },
  login: {
    heading: 'Welcome',
    subtitle: 'Company back office',
    username: 'User name',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    language: 'Language',
    noToken: 'The login interface did not return the token correctly',
    badUserInfo: 'The user-info core interface returned a malformed result: check its JSON',
  },
  validation: {
    usernameRequired: 'User name cannot be empty',
    passwordRequired: 'Please input a password',
    passwordTooShort: 'Password cannot be less than 6 digits',
    mobile: 'Please enter the correct mobile phone number',
    verificationCode: 'Please input the mobile phone verification code',
  },
  greeting: {
    morning: 'Good morning',
    forenoon: 'Good morning',
    noon: 'Good noon',
    afternoon: 'Good afternoon',
    evening: 'Good evening',
  },
  dashboard: {
    title: 'Dashboard',
    welcome: '{{greeting}}, {{name}}. Welcome to {{site}}',
    company: 'Company',
    account: 'Account',
    access: 'Access codes',
    allAccess: 'All (administrator)',
  },
  layout: {
    footer: 'Copyright © {{year}} {{company}} · version {{version}}',
    logout: 'Sign out',
    personal: 'Personal centre',
    switchLanguage: '中文',
  },
  profile: {
    title: 'Personal centre',
    username: 'Account',
    nickname: 'Nickname',
    staff: 'Staff',
    role: 'Role',
    admin: 'Administrator',
    member: 'User',
    access: 'Access codes',
  },
  status: {
    '401': { title: '401', text: 'Sorry, you have no access to this site' },
    '403': { title: '403', text: 'Sorry, you may not open this page' },
    '404': { title: '404', text: 'Sorry, this page does not exist' },
    home: 'Back to the dashboard',
    login: 'Sign in',
  },
}
