import { expect, it } from 'vitest'
import { usernameSkeleton } from './username-lookalike.ts'

it('folds case, accents and confusables: ADMIN, admín and аdmin (Cyrillic а) all read as admin', () => {
  const admin = usernameSkeleton('admin')
  for (const name of ['ADMIN', 'Admin', 'admín', 'ÁDMÍN', 'аdmin', 'adrnin'])
    expect(usernameSkeleton(name), name).toBe(admin)
  expect(usernameSkeleton('field')).not.toBe(admin)
  expect(usernameSkeleton('张三')).not.toBe(usernameSkeleton('李四'))
})
