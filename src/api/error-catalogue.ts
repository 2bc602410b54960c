// Standard texts for answer codes (spec §8), used when the server sends no message. Plain data so
// the page, the sync worker and the service worker all read the same catalogue.

export type Language = 'zh' | 'en'

const zh: Record<number, string> = {
  200: '服务器成功返回请求数据',
  201: '新建或修改数据成功',
  202: '一个请求已经进入后台排队',
  204: '删除数据成功',
  400: '发出信息有误',
  401: '用户没有权限（令牌失效、用户名、密码错误、登录过期）',
  402: '令牌过期',
  403: '用户得到授权，但是访问是被禁止的',
  404: '访问资源不存在',
  406: '请求格式不可得',
  410: '请求的资源被永久删除，且不会被看到',
  412: '该记录已被他人修改，请选择保留哪一方的修改',
  500: '服务器发生错误',
  502: '网关错误',
  503: '服务不可用，服务器暂时过载或维护',
  504: '网关超时',
  2003: '缺少令牌',
  2004: '认证请求头格式错误',
  2005: '令牌无效',
}

const en: Record<number, string> = {
  200: 'The server returned the data',
  201: 'Created or modified',
  202: 'The request is queued',
  204: 'Deleted',
  400: 'The request was incorrect',
  401: 'No permission (token invalid, wrong credentials or sign-in expired)',
  402: 'The token has expired',
  403: 'Authorised, but access is forbidden',
  404: 'The resource does not exist',
  406: 'The requested format is not available',
  410: 'The resource was permanently deleted',
  412: 'Someone else changed this record: choose whose change to keep',
  500: 'Server error',
  502: 'Gateway error',
  503: 'Service unavailable: the server is overloaded or in maintenance',
  504: 'Gateway timeout',
  2003: 'No token',
  2004: 'The authentication header is malformed',
  2005: 'The token is invalid',
}

const noResponse: Record<Language, string> = {
  zh: '后端接口连接异常，请联系公司服务器管理员',
  en: 'Could not connect to the server: contact your company server administrator',
}

const unknown: Record<Language, string> = { zh: '未知错误', en: 'Unknown error' }

/** Both languages' tables, for the test that every code is worded in each (tests/integration/words-home.test.ts). */
export const errorCatalogue = { zh, en }

export function standardText(code: number, lang: Language): string {
  return (lang === 'en' ? en : zh)[code] ?? `${unknown[lang]} (${code})`
}

export function noResponseText(lang: Language): string {
  return noResponse[lang]
}
