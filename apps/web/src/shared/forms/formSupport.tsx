import {
  createElement,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type FocusEventHandler,
  type ReactNode,
  type RefObject,
} from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormSetError,
} from 'react-hook-form';
import { ERROR_CODES, isApiError } from '@repo/api-schema/client';
import { isExpectedAnswer } from '../errors/errors';
import { PasswordField, type PasswordFieldProps } from '@repo/ui/components/PasswordField';
import { TextField, type TextFieldProps } from '@repo/ui/components/TextField';
import * as styles from './forms.css';
import { formMessages } from './messages';
import { formatValidationMessage } from './validationMessages';

/** One entry of the error summary: a field's label and error, and the id of its input. */
export interface InvalidField {
  id: string;
  label: string;
  message: string;
}

const INVALID_INPUTS =
  'input[aria-invalid="true"], [aria-invalid="true"] input, [data-invalid] input';

function textOf(ids: string | null): string {
  return (ids ?? '')
    .split(' ')
    .map((id) => (id ? document.getElementById(id) : null))
    .filter((el): el is HTMLElement => el !== null)
    .map((el) => el.textContent?.trim() ?? '')
    .join(' ');
}

/** What a user sees of an invalid input: its label and the error under it (marked `data-field-error`). */
function describeInvalid(input: HTMLInputElement): InvalidField {
  const label =
    input.getAttribute('aria-label') ??
    (textOf(input.getAttribute('aria-labelledby')) ||
      (input.labels?.[0]?.textContent?.trim() ?? ''));
  const message = (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? document.getElementById(id) : null))
    .filter((el): el is HTMLElement => el?.hasAttribute('data-field-error') ?? false)
    .map((el) => el.textContent?.trim() ?? '')
    .join(' ');
  return { id: input.id, label, message };
}

/** Focus a field and bring it to the middle of the screen (a sticky header cannot cover it). */
export function revealField(field: HTMLElement) {
  field.focus({ preventScroll: true });
  field.scrollIntoView?.({ block: 'center' });
}

/**
 * After a failed submit: focus the first invalid field in document order (the order the user sees),
 * scroll it into view, and list every invalid field for the error summary. Returns the callback for
 * `handleSubmit`'s invalid branch (the focus happens after the errors render), the summary entries,
 * and `clear` for when the form is submitted again.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>) {
  const [request, setRequest] = useState(0);
  const [invalid, setInvalid] = useState<InvalidField[]>([]);
  useEffect(() => {
    if (request === 0) return;
    // Each field shows its invalid state in its own render (react-hook-form's Controller subscribes
    // to the errors itself), after this one in a browser: look for them once those have rendered.
    const timer = setTimeout(() => {
      const inputs = [
        ...new Set(formRef.current?.querySelectorAll<HTMLInputElement>(INVALID_INPUTS) ?? []),
      ].filter((input) => input.type !== 'hidden' && input.id);
      const first = inputs[0];
      if (first) revealField(first);
      setInvalid(inputs.map(describeInvalid));
    }, 50);
    return () => clearTimeout(timer);
  }, [request, formRef]);
  const onInvalid = useCallback(() => setRequest((n) => n + 1), []);
  const clear = useCallback(() => setInvalid([]), []);
  return { onInvalid, invalid, clear };
}

/**
 * The error summary above a form after a failed submit: announced, one link per invalid field that
 * focuses it (the fields may be far below on a phone).
 */
export function ErrorSummary({ fields }: { fields: readonly InvalidField[] }) {
  const intl = useIntl();
  if (fields.length === 0) return null;
  return (
    <div role="alert" className={styles.alert}>
      <strong className={styles.alertTitle}>
        {intl.formatMessage(formMessages.errorSummaryTitle, { count: fields.length })}
      </strong>
      {/* role="list": the list keeps its semantics in Safari without its markers. */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
      <ul role="list" className={styles.summaryList}>
        {fields.map((field) => (
          <li key={field.id} className={styles.summaryEntry}>
            <span aria-hidden="true" className={styles.summaryBullet} data-summary-bullet="" />
            <a
              className={styles.summaryLink}
              href={`#${field.id}`}
              onClick={(event) => {
                event.preventDefault();
                const target = document.getElementById(field.id);
                if (target) revealField(target);
              }}
            >
              {field.message
                ? intl.formatMessage(formMessages.errorSummaryEntry, {
                    label: field.label,
                    message: field.message,
                  })
                : field.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What to show for a rejected request: field errors (code 1000) and/or one message for the form. */
export interface ServerProblem {
  fields: Record<string, string>;
  message: string | null;
}

function isFieldErrors(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/**
 * Reads a rejection of the generated client (`answerTexts`: the app's own words per business code,
 * for when the server sent no text). Code 1000 carries rule message ids per field; another
 * business answer (>= 1000, or 404) shows the server's own message (already in the request language)
 * or the app's words for its code; a refusal for too many requests (429: failed logins, codes, money
 * calls) says so in the app's words, not "check your connection"; a failure (network, the 60 s
 * timeout, a 5xx whose text may be an HTTP status line) gets the app's translated message, never the
 * server's raw text.
 */
export function useServerProblem(answerTexts: Partial<Record<number, MessageDescriptor>> = {}) {
  const intl = useIntl();
  return useCallback(
    (error: unknown): ServerProblem => {
      if (isApiError(error) && error.errCode === ERROR_CODES.TOO_MANY_REQUESTS) {
        return { fields: {}, message: intl.formatMessage(formMessages.tooMany) };
      }
      if (!isExpectedAnswer(error)) {
        return { fields: {}, message: intl.formatMessage(formMessages.networkError) };
      }
      if (error.errCode === 1000 && isFieldErrors(error.data) && Object.keys(error.data).length) {
        return { fields: error.data, message: null };
      }
      const own = answerTexts[error.errCode];
      return {
        fields: {},
        message:
          error.msg ||
          (own
            ? intl.formatMessage(own)
            : intl.formatMessage(formMessages.rejected, { code: error.errCode })),
      };
    },
    [intl, answerTexts],
  );
}

/** Apply server field errors to the form; returns the field names it could not place. */
export function applyFieldErrors<T extends FieldValues>(
  fields: Record<string, string>,
  known: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): string[] {
  const unplaced: string[] = [];
  let focus = true;
  for (const [name, id] of Object.entries(fields)) {
    if ((known as readonly string[]).includes(name)) {
      setError(name as FieldPath<T>, { type: 'server', message: id }, { shouldFocus: focus });
      focus = false;
    } else unplaced.push(id);
  }
  return unplaced;
}

/**
 * The form-level error: announced as an alert, kept until the next submit. The message says what
 * happened in full ("Account or password wrong", "The request failed…"): an expected answer is not
 * headed as if something broke.
 */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={styles.alert}>
      {children}
    </div>
  );
}

/** Translate a react-hook-form error message (a rule message id) for display. */
export function useErrorText() {
  const intl = useIntl();
  return useCallback(
    (message: string | undefined) =>
      message === undefined ? undefined : formatValidationMessage(intl, message),
    [intl],
  );
}

/** What a bound field takes from the form rather than from its caller. */
type BoundProps = 'name' | 'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage';

interface BindableFieldProps {
  name?: string;
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: FocusEventHandler;
  isInvalid?: boolean;
  errorMessage?: ReactNode;
}

/**
 * A field component bound to one form field through react-hook-form's Controller: value, change,
 * blur, invalid state and the translated error message come from the form; the rest from the caller.
 */
function bindToForm<P extends BindableFieldProps>(Field: ComponentType<P>) {
  return function FormField<T extends FieldValues>({
    control,
    name,
    ...props
  }: { control: Control<T>; name: FieldPath<T> } & Omit<P, BoundProps>) {
    const errorText = useErrorText();
    return (
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) =>
          createElement(Field, {
            ...props,
            name: field.name,
            value: field.value as string,
            onChange: field.onChange,
            onBlur: field.onBlur,
            isInvalid: fieldState.invalid,
            errorMessage: errorText(fieldState.error?.message),
          } as unknown as P)
        }
      />
    );
  };
}

/** A text input bound to one form field. */
export const FormTextField = bindToForm<TextFieldProps>(TextField);
/** A password input (with its show/hide toggle) bound to one form field. */
export const FormPasswordField = bindToForm<PasswordFieldProps>(PasswordField);
