import { useEffect, useMemo, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Control } from 'react-hook-form';
import type { Key } from 'react-aria-components';
import { ERROR_CODES } from '@repo/api-schema/client';
import type { Schema } from '@repo/api-schema/schema';
import { ErrorState } from '@repo/ui/components/ErrorState';
import { SegmentedControl } from '@repo/ui/components/SegmentedControl';
import * as styles from './auth.css';
import { authMessages } from './messages';
import type * as PhoneFieldsCode from './phoneFields';
import type { NamedFields } from './phoneFields';

/** A country as the screens need it: its name and phone prefix (from `/country/list`). */
export type PhoneCountry = Pick<Schema<'Country'>, 'name' | 'areaCode'>;

/** The app's own words for the expected answers of the auth calls, when the server sent no text. */
export const authAnswerTexts: Partial<Record<number, MessageDescriptor>> = {
  [ERROR_CODES.CREDENTIALS_INVALID]: authMessages.credentialsInvalid,
  [ERROR_CODES.ACCOUNT_EXISTS]: authMessages.accountExists,
  [ERROR_CODES.CAPTCHA_INVALID]: authMessages.captchaRequired,
  [ERROR_CODES.ACCOUNT_NOT_FOUND]: authMessages.accountNotFound,
};

export type AccountMethod = 'email' | 'phone' | 'username';

const methodLabels = {
  email: authMessages.methodEmail,
  phone: authMessages.methodPhone,
  username: authMessages.methodUsername,
} as const;

type PhoneFieldsModule = typeof PhoneFieldsCode;
let phoneFieldsModule: PhoneFieldsModule | undefined;
let phoneFieldsLoad: Promise<PhoneFieldsModule> | undefined;

/** Loads the phone fields' code, once (and again after a failed try). */
export function preloadPhoneFields(): Promise<PhoneFieldsModule> {
  phoneFieldsLoad ??= import('./phoneFields').then(
    (module) => (phoneFieldsModule = module),
    (error: unknown) => {
      phoneFieldsLoad = undefined;
      throw error;
    },
  );
  return phoneFieldsLoad;
}

/**
 * The choice of account kind, as a segmented control (a radio group to assistive technology). A
 * pointer over it or the focus in it starts loading the phone fields, so they are usually there by
 * the time "Phone" is chosen.
 */
export function MethodControl<M extends AccountMethod>({
  methods,
  value,
  onChange,
  label,
}: {
  methods: readonly M[];
  value: M;
  onChange: (method: M) => void;
  label: string;
}) {
  const intl = useIntl();
  const preload = () => void preloadPhoneFields().catch(() => undefined);
  const segments = useMemo(
    () =>
      methods.map((id) => {
        const descriptor: MessageDescriptor = methodLabels[id];
        return { id, label: intl.formatMessage(descriptor) };
      }),
    [methods, intl],
  );
  return (
    <SegmentedControl
      aria-label={label}
      segments={segments}
      selectedKey={value}
      onSelectionChange={(key: Key) => onChange(key as M)}
      {...(methods.includes('phone' as M) ? { onPointerEnter: preload, onFocus: preload } : {})}
    />
  );
}

/**
 * Country dialling code and mobile number (phoneFields.tsx), loaded the first time a form shows
 * them: a placeholder of their size meanwhile, and if the code cannot be fetched, an error with
 * Retry in their place (the rest of the form and what was typed stay).
 */
export function PhoneFields<T extends NamedFields>(props: {
  control: Control<T>;
  countries: readonly PhoneCountry[];
  isDisabled?: boolean;
}) {
  const [module, setModule] = useState(phoneFieldsModule);
  const [failed, setFailed] = useState(false);
  // Loads while neither shown nor failed: Retry clears `failed`, which loads again.
  useEffect(() => {
    if (module || failed) return undefined;
    let current = true;
    preloadPhoneFields().then(
      (loaded) => current && setModule(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [module, failed]);
  if (module) {
    const Fields = module.default;
    return <Fields {...props} />;
  }
  if (failed) return <PhoneFieldsLoadFailed onRetry={() => setFailed(false)} />;
  return <PhoneFieldsLoading />;
}

/** The phone fields' place while their code loads: their size, one named busy status. */
export function PhoneFieldsLoading() {
  const intl = useIntl();
  return (
    <div
      className={styles.phoneRow}
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage(authMessages.phoneFieldsLoading)}
    >
      <span aria-hidden="true" className={`${styles.phoneCode} ${styles.fieldPlaceholder}`} />
      <span aria-hidden="true" className={`${styles.phoneNumber} ${styles.fieldPlaceholder}`} />
    </div>
  );
}

/** The phone fields' place when their code could not be fetched: what happened, and Retry. */
export function PhoneFieldsLoadFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <ErrorState
      headingLevel={2}
      title={intl.formatMessage(authMessages.phoneFieldsFailedTitle)}
      description={intl.formatMessage(authMessages.phoneFieldsFailedBody)}
      onRetry={onRetry}
    />
  );
}
