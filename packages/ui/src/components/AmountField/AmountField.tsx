import { useId, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import {
  Button,
  composeRenderProps,
  Group,
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, joinClassNames } from '../TextField/FieldParts';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './AmountField.css';
import { normalizeAmountInput } from './normalizeAmount';

const messages = defineMessages({
  max: {
    id: 'ui.amountField.max',
    defaultMessage: 'Max',
    description: 'Button inside an amount field that fills in the largest allowed amount',
  },
});

export interface AmountFieldProps extends Omit<
  AriaTextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'children'
> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  placeholder?: string;
  /** The amount as a Latin decimal string (`"12.5"`), controlled. */
  value?: string;
  defaultValue?: string;
  /** Called with the normalised Latin decimal string; never a JS number. */
  onChange?: (value: string) => void;
  /** The largest amount as a decimal string; shows a Max button that fills it in. */
  max?: string;
  /** Decimals allowed (the product's or currency's precision); extra ones are cut, not rounded. */
  maxDecimals?: number;
  /** The unit after the number (`USDT`, `BTC`, `lots`). */
  unit?: ReactNode;
}

/**
 * An amount input that keeps a decimal string: it accepts `,` or `.` as the decimal separator and
 * native digits, and hands back a Latin decimal string. Typing that cannot be an amount is ignored.
 */
export function AmountField({
  label,
  description,
  errorMessage,
  placeholder,
  value,
  defaultValue = '',
  onChange,
  max,
  maxDecimals,
  unit,
  className,
  ...props
}: AmountFieldProps) {
  const intl = useIntl();
  const unitId = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const commit = (next: string) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  const isDisabled = props.isDisabled ?? false;
  return (
    <AriaTextField
      {...props}
      value={current}
      onChange={(raw) => {
        const next = normalizeAmountInput(raw, maxDecimals);
        if (next !== null) commit(next);
      }}
      inputMode="decimal"
      autoComplete="off"
      {...(unit !== undefined ? { 'aria-describedby': unitId } : {})}
      className={composeRenderProps(className, (consumer) =>
        joinClassNames(fieldStyles.field, consumer),
      )}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group className={fieldStyles.box} isDisabled={isDisabled}>
        <Input
          className={`${fieldStyles.input} ${styles.amountInput}`}
          spellCheck={false}
          {...(placeholder ? { placeholder } : {})}
        />
        {unit !== undefined && (
          <span id={unitId} className={fieldStyles.adornment}>
            {unit}
          </span>
        )}
        {max !== undefined && (
          <Button
            className={styles.maxButton}
            isDisabled={isDisabled || props.isReadOnly === true}
            onPress={() => commit(normalizeAmountInput(max, maxDecimals) ?? current)}
          >
            {intl.formatMessage(messages.max)}
          </Button>
        )}
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
