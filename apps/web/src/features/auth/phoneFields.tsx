import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { ComboBox, type ComboBoxOption } from '@repo/ui/components/ComboBox';
import { TextField } from '@repo/ui/components/TextField';
import { useErrorText } from '../../shared/forms/formSupport';
import * as styles from './auth.css';
import { authMessages } from './messages';
import type { PhoneCountry } from './accountFields';

export interface NamedFields extends FieldValues {
  areaCode: string;
  phone: string;
}

/**
 * Country dialling code (searchable, with country names) and the number, side by side. Loaded when a
 * form first shows them (`PhoneFields` of accountFields): the searchable list (combo box, list box,
 * popover) is most of an auth page's code, and the pages open on e-mail.
 */
export default function PhoneFields<T extends NamedFields>({
  control,
  countries,
  isDisabled = false,
}: {
  control: Control<T>;
  countries: readonly PhoneCountry[];
  isDisabled?: boolean;
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  // One option per dialling code; countries sharing one (+1, +7) are named together, so each is
  // found by its name. The chosen option reads "+1 United States, Canada" in the input.
  const options = useMemo<ComboBoxOption[]>(() => {
    const names = new Map<string, string[]>();
    for (const country of countries) {
      if (!country.areaCode) continue;
      const list = names.get(country.areaCode) ?? [];
      if (!list.includes(country.name)) list.push(country.name);
      names.set(country.areaCode, list);
    }
    return [...names].map(([areaCode, list]) => ({
      id: areaCode,
      label: intl.formatList(list, { type: 'conjunction', style: 'narrow' }),
      detail: areaCode,
    }));
  }, [countries, intl]);
  // The generic Control<T> does not narrow to these two names; they exist on every T by constraint.
  const c = control as unknown as Control<NamedFields>;
  return (
    <div className={styles.phoneRow}>
      <Controller
        control={c}
        name="areaCode"
        render={({ field, fieldState }) => (
          <ComboBox
            className={styles.phoneCode}
            label={intl.formatMessage(authMessages.areaCode)}
            options={options}
            name={field.name}
            selectedKey={field.value || null}
            onSelectionChange={(key) => field.onChange(key === null ? '' : String(key))}
            onBlur={field.onBlur}
            isInvalid={fieldState.invalid}
            errorMessage={errorText(fieldState.error?.message)}
            isDisabled={isDisabled}
            menuTrigger="focus"
          />
        )}
      />
      <Controller
        control={c}
        name="phone"
        render={({ field, fieldState }) => (
          <TextField
            className={styles.phoneNumber}
            label={intl.formatMessage(authMessages.phone)}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            isInvalid={fieldState.invalid}
            errorMessage={errorText(fieldState.error?.message)}
            isDisabled={isDisabled}
          />
        )}
      />
    </div>
  );
}
