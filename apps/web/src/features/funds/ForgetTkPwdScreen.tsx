import { useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@repo/api-schema/client';
import { VALIDATION_MESSAGES, withdrawalPasswordForm } from '@repo/api-schema/rules';
import type { Schema } from '@repo/api-schema/schema';
import { Button } from '@repo/ui/components/Button';
import { Link } from '@repo/ui/components/Link';
import { PasswordField } from '@repo/ui/components/PasswordField';
import { SegmentedControl } from '@repo/ui/components/SegmentedControl';
import { Stack } from '@repo/ui/components/Stack';
import { Text } from '@repo/ui/components/Text';
import { VerificationCodeField } from '@repo/ui/components/VerificationCodeField';
import { apiKey } from '../../shared/data/queryClient';
import { FormAlert, useErrorText } from '../../shared/forms/formSupport';
import { PageFrame } from '../../shared/page/PageFrame';
import * as pageStyles from '../../shared/page/page.css';
import { useFundsProblem } from './fundsAnswers';
import { fundsMessages as m } from './messages';
import { CheckedForm, useCheckedSubmit } from './fundsParts';

export interface ForgetTkPwdScreenProps {
  api: ApiClient;
  /** Where "back to withdraw" leads after the reset. */
  withdrawHref: string;
  onBack?: (() => void) | undefined;
}

type Channel = Schema<'CodeChannel'>;

/** The shared withdrawal password rule (4-16, both entries equal) plus a code. */
const resetForm = v.intersect([
  withdrawalPasswordForm,
  v.object({
    code: v.pipe(v.string(VALIDATION_MESSAGES.required), v.nonEmpty(VALIDATION_MESSAGES.required)),
  }),
]);

/**
 * Forgot withdrawal password (spec §2 /m/user/forgetTkPwd): a verification code to the account's own
 * e-mail or phone (scene `forgetTkPwd`, with the server's resend countdown), then the new password
 * twice. A verified reset also lifts the lock-out of wrong withdrawal passwords.
 */
export function ForgetTkPwdScreen({ api, withdrawHref, onBack }: ForgetTkPwdScreenProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const problem = useFundsProblem();
  const errorText = useErrorText();
  const [type, setType] = useState<Channel>('email');
  const [values, setValues] = useState({ code: '', tkPassword: '', confirmTkPassword: '' });
  const { failure, pending, issueProps, submit: check } = useCheckedSubmit();
  const [sendFailure, setSendFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [seconds, setSeconds] = useState(60);
  const [done, setDone] = useState(false);

  const sendCode = async () => {
    setSendFailure(null);
    try {
      const { data } = await api.POST('/common/sendCode', {
        body: { type, scene: 'forgetTkPwd' },
      });
      if (data && data.data.countdown > 0) setSeconds(data.data.countdown);
      setSent(true);
    } catch (error) {
      const read = problem(error);
      setSendFailure(read.message ?? errorText(Object.values(read.fields)[0]) ?? null);
      throw error;
    }
  };
  const submit = () => {
    setSendFailure(null);
    return check(resetForm, values, async () => {
      await api.POST('/user/forgetTkPwd', { body: { type, ...values } });
      setDone(true);
      void queryClient.invalidateQueries({ queryKey: apiKey('/user/info') });
    });
  };
  const set = (name: keyof typeof values) => (value: string) =>
    setValues((old) => ({ ...old, [name]: value }));
  const password = (name: 'tkPassword' | 'confirmTkPassword', label: string) => (
    <PasswordField
      label={label}
      {...(name === 'tkPassword' ? { description: intl.formatMessage(m.tkPasswordHint) } : {})}
      value={values[name]}
      onChange={set(name)}
      autoComplete="new-password"
      isRequired
      isDisabled={pending || done}
      {...issueProps(name)}
    />
  );

  return (
    <PageFrame title={intl.formatMessage(m.forgetTitle)} onBack={onBack}>
      <div className={pageStyles.column.narrow}>
        {done ? (
          <Stack gap="medium">
            <div role="status">
              <Text tone="positive">{intl.formatMessage(m.resetDone)}</Text>
            </div>
            <Link href={withdrawHref} standalone>
              {intl.formatMessage(m.withdrawTitle)}
            </Link>
          </Stack>
        ) : null}
        <CheckedForm onSubmit={() => void submit()}>
          <Stack gap="medium">
            <Text tone="secondary">{intl.formatMessage(m.forgetIntro)}</Text>
            <FormAlert>{failure ?? sendFailure}</FormAlert>
            <div role="status">
              {sent ? <Text tone="positive">{intl.formatMessage(m.codeSent)}</Text> : null}
            </div>
            <SegmentedControl
              aria-label={intl.formatMessage(m.codeChannel)}
              segments={[
                { id: 'email', label: intl.formatMessage(m.byEmail) },
                { id: 'phone', label: intl.formatMessage(m.byPhone) },
              ]}
              selectedKey={type}
              onSelectionChange={(key) => setType(key as Channel)}
            />
            <VerificationCodeField
              label={intl.formatMessage(m.code)}
              value={values.code}
              onChange={set('code')}
              onSend={sendCode}
              seconds={seconds}
              isRequired
              isDisabled={pending || done}
              {...issueProps('code')}
            />
            {password('tkPassword', intl.formatMessage(m.newTkPassword))}
            {password('confirmTkPassword', intl.formatMessage(m.confirmTkPassword))}
            <Button type="submit" fullWidth isPending={pending} isDisabled={done}>
              {intl.formatMessage(m.resetSubmit)}
            </Button>
          </Stack>
        </CheckedForm>
      </div>
    </PageFrame>
  );
}
