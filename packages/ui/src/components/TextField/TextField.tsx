import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, joinClassNames } from './FieldParts';
import * as styles from './TextField.css';

export interface TextFieldProps extends AriaTextFieldProps {
  label?: ReactNode;
  description?: ReactNode;
  /** Shown when the field is invalid (`isInvalid`, or native validation failing). */
  errorMessage?: ReactNode;
  placeholder?: string;
}

/** A labelled single-line text input with description and error, wrapping react-aria's TextField. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      className={composeRenderProps(className, (consumer) =>
        joinClassNames(styles.field, consumer),
      )}
    >
      <FieldLabel>{label}</FieldLabel>
      <div className={styles.box}>
        <Input className={styles.input} {...(placeholder ? { placeholder } : {})} />
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
