import { useCallback, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Form } from 'react-aria-components';
import type { ApiClient } from '@repo/api-schema/client';
import { VALIDATION_MESSAGES, email, loginPassword, phone } from '@repo/api-schema/rules';
import type { RequestBody } from '@repo/api-schema/schema';
import { Button } from '@repo/ui/components/Button';
import { Link } from '@repo/ui/components/Link';
import { VerificationCodeField } from '@repo/ui/components/VerificationCodeField';
import { Heading } from '@repo/ui/components/Heading';
import { Stack } from '@repo/ui/components/Stack';
import * as pageStyles from '../../shared/page/page.css';
import * as styles from './auth.css';
import {
  ErrorSummary,
  FormAlert,
  FormPasswordField,
  FormTextField,
  applyFieldErrors,
  useErrorText,
  useFocusFirstInvalid,
  useServerProblem,
} from '../../shared/forms/formSupport';
import { MethodControl, PhoneFields, authAnswerTexts, type PhoneCountry } from './accountFields';
import { authMessages } from './messages';
import { useSendCode, type CodeTarget } from './useSendCode';

const messages = defineMessages({
  title: {
    id: 'auth.forgot.title',
    defaultMessage: 'Reset your password',
    description: 'Heading of the forgot-password page',
  },
  intro: {
    id: 'auth.forgot.intro',
    defaultMessage: 'We will send a verification code to the e-mail or phone of your account.',
    description: 'Explanation under the forgot-password heading',
  },
  submit: {
    id: 'auth.forgot.submit',
    defaultMessage: 'Reset password',
    description: 'Button that submits the new password with the verification code',
  },
  login: {
    id: 'auth.forgot.loginLink',
    defaultMessage: 'Back to log in',
    description: 'Link from the forgot-password page to the login page',
  },
});

export interface ForgotPasswordFormValues {
  type: 'email' | 'phone';
  email: string;
  areaCode: string;
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
}

const required = v.pipe(
  v.string(VALIDATION_MESSAGES.required),
  v.nonEmpty(VALIDATION_MESSAGES.required),
);
const common = { code: required, password: loginPassword, confirmPassword: loginPassword };

/** Account (e-mail or phone) with the shared rules, the code, the new password twice (must match). */
export const forgotPasswordSchema = v.pipe(
  v.variant('type', [
    v.object({ type: v.literal('email'), email, ...common }),
    v.object({ type: v.literal('phone'), areaCode: required, phone, ...common }),
  ]),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      VALIDATION_MESSAGES.passwordMismatch,
    ),
    ['confirmPassword'],
  ),
);

export function forgotPasswordBody(
  values: ForgotPasswordFormValues,
): RequestBody<'forgetPassword'> {
  const common = {
    code: values.code,
    password: values.password,
    confirmPassword: values.confirmPassword,
  };
  return values.type === 'email'
    ? { type: 'email', email: values.email.trim(), ...common }
    : { type: 'phone', areaCode: values.areaCode, phone: values.phone, ...common };
}

/** The account whose password was reset, for the login page to fill in. */
export type ResetAccount =
  { method: 'email'; email: string } | { method: 'phone'; areaCode: string; phone: string };

export interface ForgotPasswordScreenProps {
  api: ApiClient;
  /** Called after the password was reset with the account it was for (the route goes to login). */
  onReset: (account: ResetAccount) => void;
  countries: readonly PhoneCountry[];
  loginHref: string;
  defaultValues?: Partial<ForgotPasswordFormValues>;
}

const METHODS = ['email', 'phone'] as const;

/** Reset the login password: account, verification code with countdown, new password twice. */
export function ForgotPasswordScreen({
  api,
  onReset,
  countries,
  loginHref,
  defaultValues,
}: ForgotPasswordScreenProps) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const toProblem = useServerProblem(authAnswerTexts);
  const errorText = useErrorText();
  const invalidFields = useFocusFirstInvalid(formRef);
  const { control, handleSubmit, setError, clearErrors, trigger, getValues, formState } =
    useForm<ForgotPasswordFormValues>({
      resolver: valibotResolver(
        forgotPasswordSchema,
      ) as unknown as Resolver<ForgotPasswordFormValues>,
      defaultValues: {
        type: 'email',
        email: '',
        areaCode: countries[0]?.areaCode ?? '',
        phone: '',
        code: '',
        password: '',
        confirmPassword: '',
        ...defaultValues,
      },
      shouldFocusError: false,
    });
  const type = useWatch({ control, name: 'type' });
  const pending = formState.isSubmitting;

  const target = useCallback(async (): Promise<CodeTarget | null> => {
    const values = getValues();
    if (values.type === 'email') {
      return (await trigger('email', { shouldFocus: true }))
        ? { type: 'email', email: values.email.trim() }
        : null;
    }
    return (await trigger(['areaCode', 'phone'], { shouldFocus: true }))
      ? { type: 'phone', areaCode: values.areaCode, phone: values.phone }
      : null;
  }, [getValues, trigger]);
  const onSendError = useCallback(
    (error: unknown) => setFormError(toProblem(error).message),
    [toProblem],
  );
  // "Code sent" starts a new step: the errors of an earlier submit (e.g. "cannot be empty" under
  // the code and the passwords) no longer apply.
  const { clear: clearSummary } = invalidFields;
  const onSent = useCallback(() => {
    setFormError(null);
    clearErrors();
    clearSummary();
  }, [clearErrors, clearSummary]);
  const code = useSendCode(api, 'forgetPwd', { target, onError: onSendError, onSent });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    invalidFields.clear();
    try {
      await api.POST('/forgetPwd', { body: forgotPasswordBody(values) });
      onReset(
        values.type === 'email'
          ? { method: 'email', email: values.email.trim() }
          : { method: 'phone', areaCode: values.areaCode, phone: values.phone },
      );
    } catch (error) {
      const problem = toProblem(error);
      const unplaced = applyFieldErrors<ForgotPasswordFormValues>(
        problem.fields,
        ['email', 'areaCode', 'phone', 'code', 'password', 'confirmPassword'],
        setError,
      );
      setFormError(problem.message ?? (unplaced[0] ? (errorText(unplaced[0]) ?? null) : null));
    }
  }, invalidFields.onInvalid);

  const password = (name: 'password' | 'confirmPassword', label: string, hint?: string) => (
    <FormPasswordField
      control={control}
      name={name}
      label={label}
      {...(hint ? { description: hint } : {})}
      autoComplete="new-password"
      isRequired
      isDisabled={pending}
    />
  );

  return (
    <Stack gap="large" className={pageStyles.column.narrow}>
      <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
      <p className={styles.note}>{intl.formatMessage(messages.intro)}</p>
      <FormAlert>{formError}</FormAlert>
      <ErrorSummary fields={invalidFields.invalid} />
      <Form
        ref={formRef}
        className={styles.form}
        validationBehavior="aria"
        onSubmit={(event) => void submit(event)}
      >
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <MethodControl
              methods={METHODS}
              value={field.value}
              onChange={field.onChange}
              label={intl.formatMessage(authMessages.resetMethod)}
            />
          )}
        />
        {type === 'email' ? (
          <FormTextField
            control={control}
            name="email"
            label={intl.formatMessage(authMessages.email)}
            type="email"
            autoComplete="email"
            isRequired
            isDisabled={pending}
          />
        ) : (
          <PhoneFields control={control} countries={countries} isDisabled={pending} />
        )}
        <Controller
          control={control}
          name="code"
          render={({ field, fieldState }) => (
            <VerificationCodeField
              label={intl.formatMessage(authMessages.code)}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              onSend={code.send}
              seconds={code.seconds}
              isRequired
              isInvalid={fieldState.invalid}
              errorMessage={errorText(fieldState.error?.message)}
              isDisabled={pending}
            />
          )}
        />
        {password(
          'password',
          intl.formatMessage(authMessages.newPassword),
          intl.formatMessage(authMessages.passwordHint),
        )}
        {password('confirmPassword', intl.formatMessage(authMessages.confirmPassword))}
        <Button type="submit" fullWidth isPending={pending}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </Form>
      <Link href={loginHref} standalone>
        {intl.formatMessage(messages.login)}
      </Link>
    </Stack>
  );
}
