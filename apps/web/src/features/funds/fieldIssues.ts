import * as v from 'valibot';

/** The first rule message id per field of a shared form rule (`@repo/api-schema/rules`), or {}. */
export function fieldIssues(
  schema: v.GenericSchema,
  values: Record<string, unknown>,
): Record<string, string> {
  const result = v.safeParse(schema, values);
  const issues: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const path = v.getDotPath(issue) ?? '';
    issues[path] ??= issue.message;
  }
  return issues;
}
