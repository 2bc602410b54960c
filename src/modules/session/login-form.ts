// The login form's rules (spec §5). Messages are i18n keys, shown in the user's language.
import { z } from 'zod/mini'
import { MIN_PASSWORD_LENGTH } from '../../lib/checks.ts'

export const loginSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'validation.usernameRequired')),
  password: z
    .string()
    .check(
      z.minLength(1, 'validation.passwordRequired'),
      z.minLength(MIN_PASSWORD_LENGTH, 'validation.passwordTooShort'),
    ),
})

export type LoginValues = z.infer<typeof loginSchema>
