import type { ReactNode } from 'react';
import {
  Button,
  composeRenderProps,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, joinClassNames } from '../TextField/FieldParts';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './Select.css';

export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps extends Omit<
  AriaSelectProps<SelectOption, 'single'>,
  'children' | 'items'
> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  options: readonly SelectOption[];
}

export function CheckIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M3 8.5l3.2 3L13 4.5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Pick one of a list in a popover. Wraps react-aria's Select, ListBox and Popover. */
export function Select({
  label,
  description,
  errorMessage,
  options,
  className,
  ...props
}: SelectProps) {
  const disabledKeys = options.filter((o) => o.isDisabled).map((o) => o.id);
  return (
    <AriaSelect
      {...props}
      {...(disabledKeys.length > 0 ? { disabledKeys } : {})}
      className={composeRenderProps(className, (consumer) =>
        joinClassNames(fieldStyles.field, consumer),
      )}
    >
      <FieldLabel>{label}</FieldLabel>
      <Button className={`${fieldStyles.box} ${styles.trigger}`}>
        <SelectValue className={styles.value} />
        <svg className={styles.chevron} viewBox="0 0 20 20" fill="none" aria-hidden="true">
          <path d="M5 8l5 5 5-5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem className={styles.option} textValue={option.label}>
              {({ isSelected }) => (
                <>
                  <span className={styles.optionLabel}>{option.label}</span>
                  {isSelected && <CheckIcon className={styles.check} />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
