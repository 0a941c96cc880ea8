import { useCallback, useId, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Form } from 'react-aria-components';
import type { ApiClient } from '@repo/api-schema/client';
import { registerForm } from '@repo/api-schema/rules';
import type { RequestBody, ResponseData } from '@repo/api-schema/schema';
import { Button } from '@repo/ui/components/Button';
import { Checkbox } from '@repo/ui/components/Checkbox';
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
import { authValidationMessages } from '../../shared/forms/validationMessages';

const messages = defineMessages({
  title: {
    id: 'auth.register.title',
    defaultMessage: 'Create an account',
    description: 'Heading of the registration page',
  },
  submit: {
    id: 'auth.register.submit',
    defaultMessage: 'Register',
    description: 'Button that submits the registration form',
  },
  terms: {
    id: 'auth.register.terms',
    defaultMessage: 'I have read and agree to the terms of service',
    description: 'Checkbox label on registration; required to register',
  },
  termsLink: {
    id: 'auth.register.termsLink',
    defaultMessage: 'Read the terms of service',
    description: 'Link to the terms of service page, under the agreement checkbox',
  },
  login: {
    id: 'auth.register.loginLink',
    defaultMessage: 'Already have an account? Log in',
    description: 'Link from the registration page to the login page',
  },
});

export type RegisterResult = ResponseData<'register'>;
export type RegisterMethod = 'username' | 'email' | 'phone';

export interface RegisterFormValues {
  registerType: RegisterMethod;
  username: string;
  email: string;
  areaCode: string;
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
  tkPassword: string;
  inviteCode: string;
  terms: boolean;
}

const FIELDS = [
  'username',
  'email',
  'areaCode',
  'phone',
  'code',
  'password',
  'confirmPassword',
  'tkPassword',
  'inviteCode',
] as const;

/** The shared registration rules (`registerForm`) plus the terms agreement, which is this screen's. */
export const registerResolver: Resolver<RegisterFormValues> = async (values, context, options) => {
  const shared = valibotResolver(registerForm) as unknown as Resolver<RegisterFormValues>;
  const result = await shared(values, context, options);
  if (values.terms) return result;
  const errors: FieldErrors<RegisterFormValues> = {
    ...result.errors,
    terms: { type: 'terms', message: authValidationMessages.termsRequired.id },
  };
  return { values: {}, errors };
};

/** The request body for a valid form: only the fields of the chosen kind, no empty invite code. */
export function registerBody(values: RegisterFormValues): RequestBody<'register'> {
  const common = {
    password: values.password,
    confirmPassword: values.confirmPassword,
    tkPassword: values.tkPassword,
    ...(values.inviteCode.trim() ? { inviteCode: values.inviteCode.trim() } : {}),
  };
  if (values.registerType === 'email') {
    return { registerType: 'email', email: values.email.trim(), code: values.code, ...common };
  }
  if (values.registerType === 'phone') {
    return {
      registerType: 'phone',
      areaCode: values.areaCode,
      phone: values.phone,
      code: values.code,
      ...common,
    };
  }
  return { registerType: 'username', username: values.username, ...common };
}

export interface RegisterScreenProps {
  api: ApiClient;
  /** Called with the new session: the server logs a new account in at once. */
  onRegistered: (result: RegisterResult) => void;
  countries: readonly PhoneCountry[];
  /** The `codeNumber` query parameter (invite code), prefilled. */
  codeNumber?: string | null;
  loginHref: string;
  /** Where the terms of service are. */
  termsHref: string;
  defaultMethod?: RegisterMethod;
  defaultValues?: Partial<RegisterFormValues>;
}

const METHODS = ['username', 'email', 'phone'] as const;

/**
 * Registration by username, e-mail or phone (the last two with a verification code), login password
 * twice, withdrawal password, optional invite code (prefilled from `codeNumber`) and the terms.
 */
export function RegisterScreen({
  api,
  onRegistered,
  countries,
  codeNumber,
  loginHref,
  termsHref,
  defaultMethod = 'username',
  defaultValues,
}: RegisterScreenProps) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const termsErrorId = useId();
  const termsId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const toProblem = useServerProblem(authAnswerTexts);
  const errorText = useErrorText();
  const invalidFields = useFocusFirstInvalid(formRef);

  const { control, handleSubmit, setError, clearErrors, trigger, getValues, formState } =
    useForm<RegisterFormValues>({
      resolver: registerResolver,
      defaultValues: {
        registerType: defaultMethod,
        username: '',
        email: '',
        areaCode: countries[0]?.areaCode ?? '',
        phone: '',
        code: '',
        password: '',
        confirmPassword: '',
        tkPassword: '',
        inviteCode: codeNumber ?? '',
        terms: false,
        ...defaultValues,
      },
      shouldFocusError: false,
    });
  const method = useWatch({ control, name: 'registerType' });
  const pending = formState.isSubmitting;

  const target = useCallback(async (): Promise<CodeTarget | null> => {
    const values = getValues();
    if (values.registerType === 'email') {
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
  // "Code sent" starts a new step: the errors of an earlier submit no longer apply.
  const { clear: clearSummary } = invalidFields;
  const onSent = useCallback(() => {
    setFormError(null);
    clearErrors();
    clearSummary();
  }, [clearErrors, clearSummary]);
  const code = useSendCode(api, 'register', { target, onError: onSendError, onSent });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    invalidFields.clear();
    try {
      const { data } = await api.POST('/oauth/register', { body: registerBody(values) });
      if (data) onRegistered(data.data);
    } catch (error) {
      const problem = toProblem(error);
      const unplaced = applyFieldErrors<RegisterFormValues>(problem.fields, FIELDS, setError);
      setFormError(problem.message ?? (unplaced[0] ? (errorText(unplaced[0]) ?? null) : null));
    }
  }, invalidFields.onInvalid);

  const text = (name: 'username' | 'email' | 'inviteCode', autoComplete: string) => (
    <FormTextField
      control={control}
      name={name}
      label={intl.formatMessage(authMessages[name])}
      {...(name === 'username'
        ? { description: intl.formatMessage(authMessages.usernameHint) }
        : {})}
      type={name === 'email' ? 'email' : 'text'}
      autoComplete={autoComplete}
      isRequired={name !== 'inviteCode'}
      isDisabled={pending}
    />
  );

  const password = (
    name: 'password' | 'confirmPassword' | 'tkPassword',
    label: string,
    hint?: string,
  ) => (
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
          name="registerType"
          render={({ field }) => (
            <MethodControl
              methods={METHODS}
              value={field.value}
              onChange={field.onChange}
              label={intl.formatMessage(authMessages.registerMethod)}
            />
          )}
        />
        {method === 'username' && text('username', 'username')}
        {method === 'email' && text('email', 'email')}
        {method === 'phone' && (
          <PhoneFields control={control} countries={countries} isDisabled={pending} />
        )}
        {method !== 'username' && (
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
        )}
        {password(
          'password',
          intl.formatMessage(authMessages.password),
          intl.formatMessage(authMessages.passwordHint),
        )}
        {password('confirmPassword', intl.formatMessage(authMessages.confirmPassword))}
        {password(
          'tkPassword',
          intl.formatMessage(authMessages.withdrawalPassword),
          intl.formatMessage(authMessages.withdrawalPasswordHint),
        )}
        {text('inviteCode', 'off')}
        <Controller
          control={control}
          name="terms"
          render={({ field, fieldState }) => (
            <div className={styles.termsBlock}>
              <Checkbox
                id={termsId}
                name={field.name}
                isSelected={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                isInvalid={fieldState.invalid}
                isDisabled={pending}
                {...(fieldState.invalid ? { 'aria-describedby': termsErrorId } : {})}
              >
                {intl.formatMessage(messages.terms)}
              </Checkbox>
              {fieldState.invalid && (
                <p id={termsErrorId} className={styles.fieldError} data-field-error="">
                  {errorText(fieldState.error?.message)}
                </p>
              )}
              <Link href={termsHref} standalone>
                {intl.formatMessage(messages.termsLink)}
              </Link>
            </div>
          )}
        />
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
