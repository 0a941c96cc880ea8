import * as v from 'valibot';
import {
  loginForm,
  loginPassword,
  registerForm,
  VALIDATION_MESSAGES,
  withdrawalPasswordForm,
} from '@repo/api-schema/rules';

/**
 * The web forms' own rules (spec §5, `@repo/api-schema/rules`), checked again on the server for the
 * operations behind those forms, so both sides refuse the same input with the same message ids.
 */
const FORM_RULES: Record<string, v.GenericSchema> = {
  login: loginForm,
  register: registerForm,
  changePassword: v.pipe(
    v.object({ password: loginPassword, confirmPassword: loginPassword }),
    v.forward(
      v.partialCheck(
        [['password'], ['confirmPassword']],
        (input) => input.password === input.confirmPassword,
        VALIDATION_MESSAGES.passwordMismatch,
      ),
      ['confirmPassword'],
    ),
  ),
  changeWithdrawalPassword: withdrawalPasswordForm,
};

/** Field → message id of each broken shared rule; null when the operation has none or all hold. */
export function sharedRuleErrors(
  operationId: string | undefined,
  body: unknown,
): Record<string, string> | null {
  const schema = operationId ? FORM_RULES[operationId] : undefined;
  if (!schema) return null;
  const result = v.safeParse(schema, body);
  if (result.success) return null;
  const fields: Record<string, string> = {};
  // Only the rules' own message ids: a shape problem (an unknown register type) stays the schema's.
  for (const issue of result.issues) {
    if (issue.message.startsWith('validation.')) {
      fields[v.getDotPath(issue) ?? 'body'] ??= issue.message;
    }
  }
  return Object.keys(fields).length > 0 ? fields : null;
}
