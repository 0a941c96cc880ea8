export {
  dateRangeFor,
  dateRangeKeys,
  DateRangeShortcuts,
  type DateRange,
  type DateRangeKey,
  type DateRangeShortcutsProps,
} from './DateRangeShortcuts';
