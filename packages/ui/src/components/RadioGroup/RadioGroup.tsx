import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Radio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, joinClassNames } from '../TextField/FieldParts';
import * as styles from './RadioGroup.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  isDisabled?: boolean;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  options: readonly RadioOption[];
}

/** One choice out of a few, all visible. Wraps react-aria's RadioGroup and Radio. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  options,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      className={composeRenderProps(className, (consumer) =>
        joinClassNames(styles.group, consumer),
      )}
    >
      <FieldLabel>{label}</FieldLabel>
      <div className={styles.options}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled ?? false}
            className={styles.choice}
          >
            <span className={styles.circle} aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
