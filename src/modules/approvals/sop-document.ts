// What filing a sop carries: the common head (title, project, amount) and the template's document,
// validated with the schema derived from the template's fields.
import { z } from 'zod/mini'
import { ATTACHMENTS_PER_RECORD, attachmentRefSchema } from '../../api/attachments.ts'
import type { Language } from '../../api/error-catalogue.ts'
import type { AnyResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { addIssue, labelled, labelsOf } from '../../resources/issue-messages.ts'
import { fieldErrors, saveSchema, ULID_PATTERN } from '../../resources/schema.ts'
import { inLanguage } from '../../resources/text.ts'
import { isSopTemplate, SOP_TEMPLATES, type SopTemplateKey } from './sop-templates.ts'
import { sopDocumentWords } from './words.text.ts'

/** The template's document as a resource-like declaration, so the generic schema and inputs serve it. */
export function documentDeclaration(template: SopTemplateKey): AnyResource {
  return {
    name: `sopDocument_${template}`,
    title: SOP_TEMPLATES[template].title,
    api: { list: '' },
    access: { switch: 'sel680' },
    route: '',
    fields: { id: f.id(), ...SOP_TEMPLATES[template].fields } as AnyResource['fields'],
    indexes: [],
    list: { columns: [], search: [], sort: 'id' },
    form: [],
  }
}

const TEXT = sopDocumentWords.TEXT

export function submitSchema(lang: Language) {
  const say = (k: keyof typeof TEXT) => inLanguage(TEXT[k], lang)
  return z.pipe(
    z.object({
      id: z.string().check(z.regex(ULID_PATTERN)),
      template: z.string().check(z.refine((v) => isSopTemplate(v) && v !== 'staff_buka', say('template'))),
      title: z.string().check(z.trim(), z.minLength(1, say('title')), z.maxLength(120, say('titleLong'))),
      project_id: z.string().check(z.refine((v) => v === '' || ULID_PATTERN.test(v), say('project'))),
      project_name: z._default(z.string().check(z.maxLength(120)), ''),
      amount: z.number({ error: say('amount') }).check(z.int(say('amount')), z.gte(0, say('amount'))),
      content: z.record(z.string(), z.unknown()),
      /** Files the filer attached (templates that take them: sop-attachments.ts). */
      attachments: z._default(z.array(attachmentRefSchema).check(z.maxLength(ATTACHMENTS_PER_RECORD)), []),
    }),
    z.transform((v, ctx) => {
      const template = v.template as SopTemplateKey
      if (SOP_TEMPLATES[template].project === 'required' && v.project_id === '')
        addIssue(ctx, say('project'), ['project_id'])
      const declaration = documentDeclaration(template)
      const doc = saveSchema(declaration, lang).safeParse(
        { ...v.content, id: v.id },
        labelled(labelsOf(declaration.fields), lang),
      )
      if (!doc.success) {
        for (const [name, message] of Object.entries(fieldErrors(doc.error)))
          addIssue(ctx, message, ['content', name])
        return z.NEVER
      }
      const { id: _id, ...content } = doc.data as Record<string, unknown>
      // The refs ride in the document, so every device that mirrors the sop knows its files.
      if (v.attachments.length > 0) content.attachments = v.attachments
      return { ...v, template, content }
    }),
  )
}
export type SubmitPayload = z.output<ReturnType<typeof submitSchema>>
