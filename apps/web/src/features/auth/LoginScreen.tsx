import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Controller, useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Form } from 'react-aria-components';
import { isApiError, type ApiClient } from '@repo/api-schema/client';
import { VALIDATION_MESSAGES, email, loginPassword, phone, username } from '@repo/api-schema/rules';
import type { ResponseData } from '@repo/api-schema/schema';
import { Button } from '@repo/ui/components/Button';
import { Link } from '@repo/ui/components/Link';
import { Heading } from '@repo/ui/components/Heading';
import { Stack } from '@repo/ui/components/Stack';
import * as pageStyles from '../../shared/page/page.css';
import * as styles from './auth.css';
import { CaptchaField, useCaptcha, useCaptchaOnce } from './CaptchaField';
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
import {
  MethodControl,
  PhoneFields,
  authAnswerTexts,
  type AccountMethod,
  type PhoneCountry,
} from './accountFields';
import { authMessages } from './messages';

const messages = defineMessages({
  title: {
    id: 'auth.login.title',
    defaultMessage: 'Log in',
    description: 'Heading of the login page',
  },
  submit: {
    id: 'auth.login.submit',
    defaultMessage: 'Log in',
    description: 'Button that submits the login form',
  },
  guest: {
    id: 'auth.login.guest',
    defaultMessage: 'Continue as guest',
    description: 'Button that starts a guest session without an account',
  },
  register: {
    id: 'auth.login.registerLink',
    defaultMessage: 'Create an account',
    description: 'Link from the login page to the registration page',
  },
  passwordReset: {
    id: 'auth.login.passwordReset',
    defaultMessage: 'Your password has been reset. Log in with the new password.',
    description: 'Success message on the login page after the user reset their password',
  },
  forgot: {
    id: 'auth.login.forgotLink',
    defaultMessage: 'Forgot password?',
    description: 'Link from the login page to the forgot-password page',
  },
});

export type LoginResult = ResponseData<'login'>;

export interface LoginFormValues {
  method: AccountMethod;
  email: string;
  areaCode: string;
  phone: string;
  username: string;
  password: string;
  captcha: string;
}

const required = v.pipe(
  v.string(VALIDATION_MESSAGES.required),
  v.nonEmpty(VALIDATION_MESSAGES.required),
);

/** The login form's rules: the shared account rule of the chosen kind, the login password, the captcha. */
export function loginSchema(captchaRequired: boolean) {
  const common = {
    password: loginPassword,
    captcha: captchaRequired ? required : v.optional(v.string()),
  };
  return v.variant('method', [
    v.object({ method: v.literal('email'), email, ...common }),
    v.object({ method: v.literal('phone'), areaCode: required, phone, ...common }),
    v.object({ method: v.literal('username'), username, ...common }),
  ]);
}

/** What the login call sends as `username`: e-mail, `+44 7700900123`, or the username (contract). */
export function loginAccount(values: LoginFormValues): string {
  if (values.method === 'email') return values.email.trim();
  if (values.method === 'phone') return `${values.areaCode} ${values.phone}`;
  return values.username;
}

export interface LoginScreenProps {
  /** The generated API client instance (from src/platform). */
  api: ApiClient;
  /** Called with the new session after a successful login or guest login. */
  onLoggedIn: (result: LoginResult, kind: 'user' | 'guest') => void;
  /** Countries with phone prefixes (loaded at startup from /country/list). */
  countries: readonly PhoneCountry[];
  /** Where the register and forgot-password links go (device-prefixed paths). */
  registerHref: string;
  forgotPasswordHref: string;
  /** Initial account kind; default e-mail. */
  defaultMethod?: AccountMethod;
  /** Initial values (stories and restored drafts). */
  defaultValues?: Partial<LoginFormValues>;
  /** Start with the captcha shown (the server asked earlier in this visit). */
  captchaRequired?: boolean;
  /** Arrived from a password reset: say it worked (the account is in `defaultValues`). */
  passwordWasReset?: boolean;
}

const METHODS = ['email', 'phone', 'username'] as const;

/**
 * The login form's fields. A component of its own, memoised: react-hook-form re-renders the screen
 * once as it mounts (its "ready" state, set in a layout effect, so synchronously in the commit), and
 * that re-render stops here rather than running every field, the method choice and the captcha again
 * (on /m/login most of the screen's commit task).
 */
const LoginFields = memo(function LoginFields({
  control,
  method,
  countries,
  isSubmitting,
  guestPending,
  captchaRequired,
  captchaSrc,
  loadCaptcha,
}: {
  control: Control<LoginFormValues>;
  method: AccountMethod;
  countries: readonly PhoneCountry[];
  isSubmitting: boolean;
  guestPending: boolean;
  captchaRequired: boolean;
  captchaSrc: string | null;
  loadCaptcha: () => Promise<void>;
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  const isDisabled = isSubmitting || guestPending;
  return (
    <>
      <Controller
        control={control}
        name="method"
        render={({ field }) => (
          <MethodControl
            methods={METHODS}
            value={field.value}
            onChange={field.onChange}
            label={intl.formatMessage(authMessages.accountMethod)}
          />
        )}
      />
      {method === 'email' && (
        <FormTextField
          control={control}
          name="email"
          label={intl.formatMessage(authMessages.email)}
          type="email"
          autoComplete="username"
          isRequired
          isDisabled={isDisabled}
        />
      )}
      {method === 'phone' && (
        <PhoneFields control={control} countries={countries} isDisabled={isDisabled} />
      )}
      {method === 'username' && (
        <FormTextField
          control={control}
          name="username"
          label={intl.formatMessage(authMessages.username)}
          autoComplete="username"
          isRequired
          isDisabled={isDisabled}
        />
      )}
      <FormPasswordField
        control={control}
        name="password"
        label={intl.formatMessage(authMessages.password)}
        autoComplete="current-password"
        isRequired
        isDisabled={isDisabled}
      />
      {captchaRequired && (
        <Controller
          control={control}
          name="captcha"
          render={({ field, fieldState }) => (
            <CaptchaField
              src={captchaSrc}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              onRefresh={() => void loadCaptcha()}
              errorMessage={errorText(fieldState.error?.message)}
              isDisabled={isDisabled}
            />
          )}
        />
      )}
      <Button type="submit" fullWidth isPending={isSubmitting} isDisabled={guestPending}>
        {intl.formatMessage(messages.submit)}
      </Button>
    </>
  );
});

/** Guest login and the links on: memoised for the same reason as the fields. */
const LoginActions = memo(function LoginActions({
  onGuest,
  guestPending,
  isSubmitting,
  registerHref,
  forgotPasswordHref,
}: {
  onGuest: () => Promise<void>;
  guestPending: boolean;
  isSubmitting: boolean;
  registerHref: string;
  forgotPasswordHref: string;
}) {
  const intl = useIntl();
  return (
    <>
      <Button
        tone="secondary"
        fullWidth
        onPress={() => void onGuest()}
        isPending={guestPending}
        isDisabled={isSubmitting}
      >
        {intl.formatMessage(messages.guest)}
      </Button>
      <div className={styles.links}>
        <Link href={registerHref} standalone>
          {intl.formatMessage(messages.register)}
        </Link>
        <Link href={forgotPasswordHref} standalone>
          {intl.formatMessage(messages.forgot)}
        </Link>
      </div>
    </>
  );
});

/**
 * Log in by e-mail, phone (dialling code + number) or username with the login password. After the server
 * answers CAPTCHA_INVALID (1010) the captcha appears and stays; server errors show above the form and
 * nothing typed is lost.
 */
export function LoginScreen({
  api,
  onLoggedIn,
  countries,
  registerHref,
  forgotPasswordHref,
  defaultMethod = 'email',
  defaultValues,
  captchaRequired: initialCaptcha = false,
  passwordWasReset = false,
}: LoginScreenProps) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const [captchaRequired, setCaptchaRequired] = useState(initialCaptcha);
  const [formError, setFormError] = useState<string | null>(null);
  const [guestPending, setGuestPending] = useState(false);
  const captcha = useCaptcha(api);
  useCaptchaOnce(captcha.load, captchaRequired);
  const toProblem = useServerProblem(authAnswerTexts);
  const errorText = useErrorText();
  const invalidFields = useFocusFirstInvalid(formRef);

  // The rules depend on whether the captcha is shown; useForm picks up a new resolver on render.
  const resolver = useMemo(
    () => valibotResolver(loginSchema(captchaRequired)) as unknown as Resolver<LoginFormValues>,
    [captchaRequired],
  );

  const { control, handleSubmit, setError, setValue, formState } = useForm<LoginFormValues>({
    resolver,
    defaultValues: {
      method: defaultMethod,
      email: '',
      areaCode: countries[0]?.areaCode ?? '',
      phone: '',
      username: '',
      password: '',
      captcha: '',
      ...defaultValues,
    },
    shouldFocusError: false,
  });
  const method = useWatch({ control, name: 'method' });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    invalidFields.clear();
    try {
      const body = {
        username: loginAccount(values),
        password: values.password,
        ...(captchaRequired && captcha.captchaKey
          ? { captcha: values.captcha, captchaKey: captcha.captchaKey }
          : {}),
      };
      const { data } = await api.POST('/oauth/login', { body });
      if (data) onLoggedIn(data.data, 'user');
    } catch (error) {
      if (isApiError(error) && error.errCode === 1010) {
        // The server wants a captcha (or the answer was wrong): show a fresh image.
        setValue('captcha', '');
        if (captchaRequired) {
          void captcha.load();
          setError('captcha', { type: 'server', message: error.msg }, { shouldFocus: true });
        } else setCaptchaRequired(true);
        setFormError(error.msg || intl.formatMessage(authMessages.captchaRequired));
        return;
      }
      const problem = toProblem(error);
      const unplaced = applyFieldErrors<LoginFormValues>(
        problem.fields,
        ['email', 'areaCode', 'phone', 'username', 'password', 'captcha'],
        setError,
      );
      setFormError(problem.message ?? (unplaced[0] ? (errorText(unplaced[0]) ?? null) : null));
      if (captchaRequired) void captcha.load();
    }
  }, invalidFields.onInvalid);

  const onGuest = useCallback(async () => {
    setFormError(null);
    setGuestPending(true);
    try {
      const { data } = await api.POST('/oauth/loginGuest');
      if (data) onLoggedIn(data.data, 'guest');
    } catch (error) {
      setFormError(toProblem(error).message);
    } finally {
      setGuestPending(false);
    }
  }, [api, onLoggedIn, toProblem]);

  return (
    <Stack gap="large" className={pageStyles.column.narrow}>
      <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
      <div role="status" className={styles.success}>
        {passwordWasReset ? intl.formatMessage(messages.passwordReset) : null}
      </div>
      <FormAlert>{formError}</FormAlert>
      <ErrorSummary fields={invalidFields.invalid} />
      <Form
        ref={formRef}
        className={styles.form}
        validationBehavior="aria"
        onSubmit={(event) => void submit(event)}
      >
        <LoginFields
          control={control}
          method={method}
          countries={countries}
          isSubmitting={formState.isSubmitting}
          guestPending={guestPending}
          captchaRequired={captchaRequired}
          captchaSrc={captcha.src}
          loadCaptcha={captcha.load}
        />
      </Form>
      <LoginActions
        onGuest={onGuest}
        guestPending={guestPending}
        isSubmitting={formState.isSubmitting}
        registerHref={registerHref}
        forgotPasswordHref={forgotPasswordHref}
      />
    </Stack>
  );
}
