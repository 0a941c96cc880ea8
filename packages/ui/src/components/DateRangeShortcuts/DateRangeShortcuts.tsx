import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import * as styles from './DateRangeShortcuts.css';

export const dateRangeKeys = ['lastWeek', 'lastMonth', 'lastThreeMonths'] as const;
export type DateRangeKey = (typeof dateRangeKeys)[number];

export interface DateRange {
  key: DateRangeKey;
  /** Start of the first day (local time, inclusive). */
  start: Date;
  /** The moment of choosing (inclusive). */
  end: Date;
}

const messages = defineMessages({
  group: {
    id: 'ui.dateRangeShortcuts.label',
    defaultMessage: 'Period',
    description: 'Accessible name of the buttons choosing the time period of a history list',
  },
  lastWeek: {
    id: 'ui.dateRangeShortcuts.lastWeek',
    defaultMessage: 'Last week',
    description: 'Period shortcut: the last 7 days',
  },
  lastMonth: {
    id: 'ui.dateRangeShortcuts.lastMonth',
    defaultMessage: 'Last month',
    description: 'Period shortcut: the last calendar month up to today',
  },
  lastThreeMonths: {
    id: 'ui.dateRangeShortcuts.lastThreeMonths',
    defaultMessage: 'Last three months',
    description: 'Period shortcut: the last three calendar months up to today',
  },
});

/** Moves a date back by whole calendar months, clamping the day (31 March − 1 month = 28/29 Feb). */
function monthsBack(date: Date, months: number): Date {
  const target = new Date(date.getFullYear(), date.getMonth() - months, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(date.getDate(), lastDay));
  return target;
}

/** The range a shortcut stands for, ending now: 7 days, 1 calendar month, 3 calendar months. */
export function dateRangeFor(key: DateRangeKey, now: Date): DateRange {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const start =
    key === 'lastWeek'
      ? new Date(today.getFullYear(), today.getMonth(), today.getDate() - 7)
      : monthsBack(today, key === 'lastMonth' ? 1 : 3);
  return { key, start, end: new Date(now.getTime()) };
}

export interface DateRangeShortcutsProps {
  /** The selected shortcut (controlled). */
  value: DateRangeKey | null;
  onChange: (range: DateRange) => void;
  /** Clock for tests and stories; defaults to the current time. */
  now?: () => Date;
  isDisabled?: boolean;
  className?: string;
}

/** Quick period filters for history lists: last week, last month, last three months. */
export function DateRangeShortcuts({
  value,
  onChange,
  now = () => new Date(),
  isDisabled = false,
  className,
}: DateRangeShortcutsProps) {
  const intl = useIntl();
  return (
    <ToggleButtonGroup
      aria-label={intl.formatMessage(messages.group)}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={value ? [value] : []}
      onSelectionChange={(keys) => {
        const key = [...keys][0] as DateRangeKey | undefined;
        if (key) onChange(dateRangeFor(key, now()));
      }}
      isDisabled={isDisabled}
      className={className ? `${styles.group} ${className}` : styles.group}
    >
      {dateRangeKeys.map((key) => (
        <ToggleButton key={key} id={key} className={styles.button}>
          {intl.formatMessage(messages[key])}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
