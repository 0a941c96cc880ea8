import { useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import {
  composeRenderProps,
  Group,
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { VisuallyHidden } from 'react-aria/VisuallyHidden';
import { toLatinDigits } from '../AmountField/normalizeAmount';
import { Button } from '../Button/Button';
import { FieldHelp, FieldLabel, joinClassNames } from '../TextField/FieldParts';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './VerificationCodeField.css';
import { useCountdown } from './useCountdown';

const messages = defineMessages<{
  send: NoMessageValues;
  resend: NoMessageValues;
  resendIn: { seconds: number };
  sent: { seconds: number };
  ready: NoMessageValues;
}>({
  send: {
    id: 'ui.verificationCode.send',
    defaultMessage: 'Send code',
    description: 'Button that sends a verification code by SMS or email',
  },
  resend: {
    id: 'ui.verificationCode.resend',
    defaultMessage: 'Resend',
    description: 'Button that sends a new verification code after the previous one',
  },
  resendIn: {
    id: 'ui.verificationCode.resendIn',
    defaultMessage: 'Resend in {seconds}s',
    description: 'Disabled resend button while waiting; {seconds} counts down to zero',
  },
  sent: {
    id: 'ui.verificationCode.sent',
    defaultMessage:
      'Code sent. You can request a new one in {seconds, plural, one {# second} other {# seconds}}.',
    description: 'Screen-reader announcement after a verification code was sent',
  },
  ready: {
    id: 'ui.verificationCode.ready',
    defaultMessage: 'You can request a new code now.',
    description: 'Screen-reader announcement when the resend countdown has finished',
  },
});

export interface VerificationCodeFieldProps extends Omit<
  AriaTextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'children'
> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  value?: string;
  defaultValue?: string;
  /** Called with the code as Latin digits (native digits are converted, anything else dropped). */
  onChange?: (code: string) => void;
  /** Digits in a code. */
  length?: number;
  /** Sends a code. The countdown starts when it returns or its promise resolves, not if it rejects. */
  onSend: () => void | Promise<unknown>;
  /** Seconds before another code may be requested. */
  seconds?: number;
  /** Seconds left at mount, when a code was already sent on the previous screen. */
  initialSeconds?: number;
}

/**
 * A one-time code input with a send / resend button. The button is disabled while the countdown runs
 * and while sending; the start and the end of the countdown are announced politely.
 */
export function VerificationCodeField({
  label,
  description,
  errorMessage,
  value,
  defaultValue = '',
  onChange,
  length = 6,
  onSend,
  seconds = 60,
  initialSeconds = 0,
  className,
  ...props
}: VerificationCodeFieldProps) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const [own, setOwn] = useState(defaultValue);
  const [sentOnce, setSentOnce] = useState(initialSeconds > 0);
  const [isSending, setSending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const { remaining, start } = useCountdown(initialSeconds);
  const counting = remaining > 0;
  // Announce the end of the countdown once, when it changes from counting to done.
  const [wasCounting, setWasCounting] = useState(counting);
  if (wasCounting !== counting) {
    setWasCounting(counting);
    if (!counting) setAnnouncement(intl.formatMessage(messages.ready));
  }

  const send = async () => {
    setSending(true);
    try {
      await onSend();
      start(seconds);
      setSentOnce(true);
      setAnnouncement(intl.formatMessage(messages.sent, { seconds }));
      inputRef.current?.focus();
    } catch {
      // The caller shows why sending failed; without a sent code there is nothing to count down.
    } finally {
      setSending(false);
    }
  };

  const isDisabled = props.isDisabled ?? false;
  return (
    <AriaTextField
      {...props}
      value={value ?? own}
      onChange={(raw) => {
        const code = toLatinDigits(raw).replace(/\D/g, '').slice(0, length);
        if (value === undefined) setOwn(code);
        onChange?.(code);
      }}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={length}
      className={composeRenderProps(className, (consumer) =>
        joinClassNames(fieldStyles.field, consumer),
      )}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group className={fieldStyles.box} isDisabled={isDisabled}>
        <Input ref={inputRef} className={`${fieldStyles.input} ${styles.codeInput}`} />
        <Button
          tone="ghost"
          size="small"
          className={styles.sendButton}
          isDisabled={isDisabled || counting}
          isPending={isSending}
          onPress={() => void send()}
        >
          {counting
            ? intl.formatMessage(messages.resendIn, { seconds: remaining })
            : intl.formatMessage(sentOnce ? messages.resend : messages.send)}
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <VisuallyHidden>
        <span role="status">{announcement}</span>
      </VisuallyHidden>
    </AriaTextField>
  );
}
