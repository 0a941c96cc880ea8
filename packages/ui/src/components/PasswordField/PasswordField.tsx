import { useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import {
  composeRenderProps,
  Group,
  Input,
  TextField as AriaTextField,
  ToggleButton,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, joinClassNames } from '../TextField/FieldParts';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './PasswordField.css';

const messages = defineMessages({
  show: {
    id: 'ui.passwordField.show',
    defaultMessage: 'Show password',
    description: 'Toggle button next to a password field; pressed means the password is visible',
  },
});

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'type'> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  placeholder?: string;
  /** `current-password` on login, `new-password` on registration and reset. */
  autoComplete?: 'current-password' | 'new-password';
}

/** A password input with a show/hide toggle (a pressed toggle button, so its state is announced). */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <AriaTextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      className={composeRenderProps(className, (consumer) =>
        joinClassNames(fieldStyles.field, consumer),
      )}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group className={fieldStyles.box} isDisabled={props.isDisabled ?? false}>
        <Input
          className={fieldStyles.input}
          spellCheck={false}
          autoCapitalize="off"
          {...(placeholder ? { placeholder } : {})}
        />
        <ToggleButton
          className={styles.toggle}
          isSelected={visible}
          onChange={setVisible}
          isDisabled={props.isDisabled ?? false}
          aria-label={intl.formatMessage(messages.show)}
        >
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" fill="none">
            <path
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
              stroke="currentColor"
              strokeWidth="2"
            />
            <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="2" />
            {!visible && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" />}
          </svg>
        </ToggleButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
