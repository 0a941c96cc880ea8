import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Radio,
  RadioGroup,
  type Key,
  type RadioGroupProps,
} from 'react-aria-components';
import { joinClassNames } from '../TextField/FieldParts';
import * as styles from './SegmentedControl.css';

export { segmentTones } from './SegmentedControl.css';

export interface Segment {
  id: Key;
  label: ReactNode;
  /** `rise` / `fall` colour a selected long / short (buy / sell) segment with the trend tokens. */
  tone?: (typeof styles.segmentTones)[number];
  isDisabled?: boolean;
}

export interface SegmentedControlProps extends Omit<
  RadioGroupProps,
  'children' | 'value' | 'defaultValue' | 'onChange' | 'orientation'
> {
  segments: readonly Segment[];
  selectedKey?: Key;
  defaultSelectedKey?: Key;
  onSelectionChange?: (key: Key) => void;
  /** The group's accessible name, e.g. "Direction". */
  'aria-label'?: string;
}

/**
 * One of two to four options as a row of segments (long / short, limit / market). A react-aria
 * RadioGroup drawn as segments: one tab stop, and the arrow keys move the choice itself (towards the
 * inline end in either direction), as in every radio group.
 */
export function SegmentedControl({
  segments,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  className,
  ...props
}: SegmentedControlProps) {
  // Radio values are strings; a segment's id may be a number, so the choice maps back to the id.
  const idOf = (value: string) => segments.find((segment) => String(segment.id) === value)?.id;
  return (
    <RadioGroup
      {...props}
      orientation="horizontal"
      {...(selectedKey !== undefined ? { value: String(selectedKey) } : {})}
      {...(defaultSelectedKey !== undefined ? { defaultValue: String(defaultSelectedKey) } : {})}
      onChange={(value) => {
        const key = idOf(value);
        if (key !== undefined) onSelectionChange?.(key);
      }}
      className={composeRenderProps(className, (consumer) =>
        joinClassNames(styles.group, consumer),
      )}
    >
      {segments.map((segment) => (
        <Radio
          key={segment.id}
          value={String(segment.id)}
          isDisabled={segment.isDisabled ?? false}
          className={styles.segment[segment.tone ?? 'neutral']}
        >
          {segment.label}
        </Radio>
      ))}
    </RadioGroup>
  );
}
