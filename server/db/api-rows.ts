// A resource's rows as the API answers them and as the database stores them (shared by the
// generic resource routes, record edits and the row finder).
import type { AnyResource } from '../../src/resources/define-resource.ts'

type Row = Record<string, unknown>

/**
 * A stored row as the API answers it: declared fields, updated_at and rev (the revision an edit is
 * based on, DESIGN: Edits), booleans as booleans.
 */
export function toApiRow(r: AnyResource, stored: Row): Row {
  const out: Row = { updated_at: Number(stored.updated_at), rev: Number(stored.rev) }
  for (const [name, field] of Object.entries(r.fields)) {
    const v = stored[name]
    out[name] =
      field.kind === 'bool' ? Boolean(v) : field.kind === 'money' || field.kind === 'int' ? Number(v) : v
  }
  return out
}

/** The writable columns of a saved row: read-only fields (balances, points) belong to the server's workflows. */
export function toStored(r: AnyResource, row: Row): Row {
  const out: Row = {}
  for (const [name, field] of Object.entries(r.fields)) {
    if (name === 'id' || field.readOnly) continue
    out[name] = field.kind === 'bool' ? (row[name] ? 1 : 0) : row[name]
  }
  return out
}
