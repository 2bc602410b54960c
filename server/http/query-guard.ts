// Query parameters are checked before any route reads them (issue 19): paging numbers must be whole
// numbers in range (page=1e308 once reached SQL as an offset and answered 500), and no parameter may
// be longer than any real one is.
import { createMiddleware } from 'hono/factory'
import { Code } from '../../src/api/codes.ts'
import { inLanguage, type Text } from '../../src/resources/text.ts'
import { queryGuardWords } from '../words.text.ts'
import type { AppEnv } from './context.ts'
import { ApiFailure } from './envelope.ts'

const MAX_LENGTH = 2000

const numeric: Record<string, { label: Text; min: number; max: number }> = {
  page: { label: queryGuardWords.numeric.page.label, min: 0, max: 1_000_000 },
  limit: { label: queryGuardWords.numeric.limit.label, min: 0, max: 100_000 },
  updated_since: { label: queryGuardWords.numeric.updated_since.label, min: 0, max: Number.MAX_SAFE_INTEGER },
}

export const queryGuard = createMiddleware<AppEnv>(async (c, next) => {
  const lang = c.get('lang')
  for (const [name, values] of Object.entries(c.req.queries())) {
    for (const value of values) {
      if (value.length > MAX_LENGTH)
        throw new ApiFailure(Code.badRequest, 'queryTooLong', { label: name, n: MAX_LENGTH })
      // PostgreSQL text cannot hold a NUL: it answered 500 where SQLite answered nothing found.
      if (value.includes('\u0000'))
        throw new ApiFailure(Code.badRequest, 'queryBadCharacter', { label: name })
      const rule = numeric[name]
      if (!rule || value === '') continue
      const n = Number(value)
      if (!/^\d+$/.test(value.trim()) || n < rule.min || n > rule.max)
        throw new ApiFailure(Code.badRequest, 'badQueryParam', {
          label: inLanguage(rule.label, lang),
          min: rule.min,
          max: rule.max,
        })
    }
  }
  await next()
})
