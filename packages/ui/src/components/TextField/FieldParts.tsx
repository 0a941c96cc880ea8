import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from './TextField.css';

/** A field's label; react-aria wires its id to the input. */
export function FieldLabel({ children }: { children?: ReactNode }) {
  return children === undefined ? null : <Label className={styles.label}>{children}</Label>;
}

/** Description and error under a field; react-aria links both to the input with aria-describedby. */
export function FieldHelp({
  description,
  errorMessage,
}: {
  description?: ReactNode;
  errorMessage?: ReactNode;
}) {
  return (
    <>
      {description !== undefined && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      {/* data-field-error: what an error summary reads as the field's error. */}
      <FieldError className={styles.error} data-field-error="">
        {errorMessage}
      </FieldError>
    </>
  );
}

export const joinClassNames = (own: string, consumer: string | undefined) =>
  consumer ? `${own} ${consumer}` : own;
