import type { ReactNode } from 'react';
import {
  composeRenderProps,
  ToggleButton,
  ToggleButtonGroup,
  type Key,
  type ToggleButtonGroupProps,
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
  ToggleButtonGroupProps,
  | 'children'
  | 'selectionMode'
  | 'selectedKeys'
  | 'defaultSelectedKeys'
  | 'onSelectionChange'
  | 'disallowEmptySelection'
> {
  segments: readonly Segment[];
  selectedKey?: Key;
  defaultSelectedKey?: Key;
  onSelectionChange?: (key: Key) => void;
  /** The group's accessible name, e.g. "Direction". */
  'aria-label'?: string;
}

/**
 * One of two to four options as a row of segments (long / short, limit / market). A single-selection
 * ToggleButtonGroup, so it is a radio group to assistive technology and arrow keys move the choice.
 */
export function SegmentedControl({
  segments,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  className,
  ...props
}: SegmentedControlProps) {
  return (
    <ToggleButtonGroup
      {...props}
      selectionMode="single"
      disallowEmptySelection
      {...(selectedKey !== undefined ? { selectedKeys: [selectedKey] } : {})}
      {...(defaultSelectedKey !== undefined ? { defaultSelectedKeys: [defaultSelectedKey] } : {})}
      onSelectionChange={(keys) => {
        const [key] = [...keys];
        if (key !== undefined) onSelectionChange?.(key);
      }}
      className={composeRenderProps(className, (consumer) =>
        joinClassNames(styles.group, consumer),
      )}
    >
      {segments.map((segment) => (
        <ToggleButton
          key={segment.id}
          id={segment.id}
          isDisabled={segment.isDisabled ?? false}
          className={styles.segment[segment.tone ?? 'neutral']}
        >
          {segment.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
