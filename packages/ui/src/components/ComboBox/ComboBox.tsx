import type { ReactNode } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  composeRenderProps,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
  type Key,
} from 'react-aria-components';
import { CheckIcon } from '../Select/Select';
import * as selectStyles from '../Select/Select.css';
import { FieldHelp, FieldLabel, joinClassNames } from '../TextField/FieldParts';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './ComboBox.css';

export interface ComboBoxOption {
  id: Key;
  label: string;
  /** A flag or icon before the label: an emoji (`flagEmoji('IR')`), decorative only. */
  flag?: string;
  /**
   * Secondary text after the label, searchable, and first in the input once chosen (`+98 Iran`), so
   * it stays readable when a narrow input cuts the label.
   */
  detail?: string;
  isDisabled?: boolean;
}

export interface ComboBoxProps extends Omit<
  AriaComboBoxProps<ComboBoxOption>,
  'children' | 'items' | 'defaultItems'
> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  placeholder?: string;
  options: readonly ComboBoxOption[];
}

/** The flag emoji of an ISO 3166-1 alpha-2 region code (regional indicator symbols). */
export function flagEmoji(region: string): string {
  return region
    .toUpperCase()
    .replace(/[A-Z]/g, (letter) => String.fromCodePoint(0x1f1e6 + letter.charCodeAt(0) - 65));
}

/**
 * Type to filter a long list (countries, dialling codes), with flags. Wraps react-aria's ComboBox;
 * the detail text is searchable too, so `+98` finds Iran.
 */
export function ComboBox({
  label,
  description,
  errorMessage,
  placeholder,
  options,
  className,
  ...props
}: ComboBoxProps) {
  const disabledKeys = options.filter((o) => o.isDisabled).map((o) => o.id);
  return (
    <AriaComboBox
      {...props}
      defaultItems={options}
      {...(disabledKeys.length > 0 ? { disabledKeys } : {})}
      className={composeRenderProps(className, (consumer) =>
        joinClassNames(fieldStyles.field, consumer),
      )}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group className={fieldStyles.box}>
        <Input className={fieldStyles.input} {...(placeholder ? { placeholder } : {})} />
        <Button className={styles.openButton}>
          <svg className={selectStyles.chevron} viewBox="0 0 20 20" fill="none" aria-hidden="true">
            <path d="M5 8l5 5 5-5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={selectStyles.popover}>
        <ListBox className={selectStyles.listBox}>
          {(option: ComboBoxOption) => (
            <ListBoxItem
              className={selectStyles.option}
              textValue={option.detail ? `${option.detail} ${option.label}` : option.label}
            >
              {({ isSelected }) => (
                <>
                  {option.flag && (
                    <span className={styles.flag} aria-hidden="true">
                      {option.flag}
                    </span>
                  )}
                  <span className={selectStyles.optionLabel}>{option.label}</span>
                  {option.detail && <span className={styles.detail}>{option.detail}</span>}
                  {isSelected && <CheckIcon className={selectStyles.check} />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
