import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ERROR_CODES } from '@repo/api-schema/errors';
import { isApiError, unwrap, type ApiClient } from '@repo/api-schema/client';
import { Button } from '@repo/ui/components/Button';
import { Heading } from '@repo/ui/components/Heading';
import { Link } from '@repo/ui/components/Link';
import { Stack } from '@repo/ui/components/Stack';
import { Text } from '@repo/ui/components/Text';
import * as pageStyles from '../../shared/page/page.css';
import { FormAlert, useServerProblem } from '../../shared/forms/formSupport';
import type { LoginResult } from './LoginScreen';
import * as styles from './auth.css';

const messages = defineMessages({
  title: {
    id: 'auth.demo.title',
    defaultMessage: 'Try the demo',
    description: 'Heading of the page that starts a demo (practice) account without registering',
  },
  intro: {
    id: 'auth.demo.intro',
    defaultMessage:
      'Get a demo account of your own in one tap, without registering: virtual funds to trade with on the simulated markets.',
    description: 'Explanation on the try-the-demo page, above the start button',
  },
  rules: {
    id: 'auth.demo.rules',
    defaultMessage:
      'It is practice money, not real money: a demo account cannot deposit or withdraw, and you can reset it to its starting balance. It lasts as long as you stay logged in.',
    description: 'What a demo account can and cannot do, on the try-the-demo page',
  },
  start: {
    id: 'auth.demo.start',
    defaultMessage: 'Start my demo account',
    description: 'Button that creates a demo account and logs the visitor in to it',
  },
  tooMany: {
    id: 'auth.demo.tooMany',
    defaultMessage:
      'Too many demo accounts were started from your network. Please try again later, or log in.',
    description:
      'Error when the server refuses another demo account from this address (rate limit)',
  },
  signedIn: {
    id: 'auth.demo.signedIn',
    defaultMessage: 'You are already logged in. Log out first to start a demo account of your own.',
    description: 'Shown on the try-the-demo page to a user who is already logged in to an account',
  },
  signedInDemo: {
    id: 'auth.demo.signedInDemo',
    defaultMessage: 'You are using a demo account.',
    description: 'Shown on the try-the-demo page to a user who is already using a demo account',
  },
  toTrade: {
    id: 'auth.demo.toTrade',
    defaultMessage: 'Go to trade',
    description: 'Link from the try-the-demo page to the trade tab',
  },
  login: {
    id: 'auth.demo.login',
    defaultMessage: 'Log in or create an account instead',
    description: 'Link from the try-the-demo page to the login page',
  },
});

export interface DemoStartScreenProps {
  /** The generated API client instance (from src/platform). */
  api: ApiClient;
  /**
   * Who is here: a visitor or a guest (`null`: may start one), or a signed-in `account` or `demo`
   * account (nothing to start: a link to trade instead).
   */
  signedIn: 'account' | 'demo' | null;
  /** Called with the new demo account's session (its token is stored by the client). */
  onStarted: (result: LoginResult) => void;
  /** Device-prefixed addresses of the trade tab and the login page. */
  tradeHref: string;
  loginHref: string;
}

/**
 * "Try the demo" (issue 14, spec §1): a visitor gets a demo account of their own without registering
 * (contract `loginDemo`), and is logged in to it. Nothing is created by opening the page: only the
 * button does it (its spinner is announced as progress). A refusal (the per-address limit, a network failure) is said above the button, which
 * stays to try again.
 */
export function DemoStartScreen({
  api,
  signedIn,
  onStarted,
  tradeHref,
  loginHref,
}: DemoStartScreenProps) {
  const intl = useIntl();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toProblem = useServerProblem();

  const start = async () => {
    setError(null);
    setPending(true);
    try {
      onStarted(unwrap(await api.POST('/oauth/loginDemo')));
    } catch (failure) {
      setError(
        isApiError(failure) && failure.errCode === ERROR_CODES.TOO_MANY_REQUESTS
          ? intl.formatMessage(messages.tooMany)
          : toProblem(failure).message,
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="large" className={pageStyles.column.narrow} data-testid="demo-start">
      <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
      {signedIn ? (
        <>
          <Text>
            {intl.formatMessage(signedIn === 'demo' ? messages.signedInDemo : messages.signedIn)}
          </Text>
          <Link href={tradeHref} standalone>
            {intl.formatMessage(messages.toTrade)}
          </Link>
        </>
      ) : (
        <>
          <Text>{intl.formatMessage(messages.intro)}</Text>
          <p className={styles.note}>{intl.formatMessage(messages.rules)}</p>
          <FormAlert>{error}</FormAlert>
          <Button fullWidth onPress={() => void start()} isPending={pending}>
            {intl.formatMessage(messages.start)}
          </Button>
          <div className={styles.links}>
            <Link href={loginHref} standalone>
              {intl.formatMessage(messages.login)}
            </Link>
          </div>
        </>
      )}
    </Stack>
  );
}
