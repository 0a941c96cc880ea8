import type { ReactNode } from 'react';
import {
  Button,
  composeRenderProps,
  Label,
  Slider as AriaSlider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  useLocale,
  type SliderProps as AriaSliderProps,
} from 'react-aria-components';
import { joinClassNames } from '../TextField/FieldParts';
import * as styles from './Slider.css';

export interface SliderProps extends Omit<AriaSliderProps<number>, 'children'> {
  label?: ReactNode;
  /** Values shown under the track that set the slider when pressed (leverage 1×, 5×, 10×...). */
  marks?: readonly number[];
  /** Visible text of a value (`20×`); defaults to react-aria's locale (Latin digits, see UiProvider). */
  formatValue?: (value: number) => string;
}

/**
 * A single-value slider (leverage multiple, percentage of balance) with optional marks. Wraps
 * react-aria's Slider: keyboard, RTL and value text come from it; pass `formatOptions` for units.
 */
export function Slider({ label, marks, formatValue, className, ...props }: SliderProps) {
  const { locale } = useLocale();
  const minValue = props.minValue ?? 0;
  const maxValue = props.maxValue ?? 100;
  const percent = (value: number) => ((value - minValue) / (maxValue - minValue)) * 100;
  const numberFormat = new Intl.NumberFormat(locale, props.formatOptions);
  const format = formatValue ?? ((value: number) => numberFormat.format(value));
  return (
    <AriaSlider
      {...props}
      className={composeRenderProps(className, (consumer) =>
        joinClassNames(styles.slider, consumer),
      )}
    >
      {({ state, isDisabled }) => (
        <>
          {label !== undefined && <Label>{label}</Label>}
          <SliderOutput className={styles.output}>
            {({ state: output }) => format(output.values[0] ?? minValue)}
          </SliderOutput>
          <SliderTrack className={styles.track}>
            <span className={styles.rail} />
            <span
              className={styles.fill}
              style={{ inlineSize: `${state.getThumbPercent(0) * 100}%` }}
            />
            <SliderThumb className={styles.thumb} />
          </SliderTrack>
          {marks && marks.length > 0 && (
            <div className={styles.marks}>
              {marks.map((value) => (
                <Button
                  key={value}
                  className={styles.mark}
                  style={{ insetInlineStart: `${percent(value)}%` }}
                  // The thumb is the keyboard control; marks are shortcuts for pointer users.
                  excludeFromTabOrder
                  isDisabled={isDisabled}
                  data-current={state.values[0] === value || undefined}
                  onPress={() => state.setThumbValue(0, value)}
                >
                  {format(value)}
                </Button>
              ))}
            </div>
          )}
        </>
      )}
    </AriaSlider>
  );
}
