import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { UiProvider, type UiProviderProps } from './UiProvider';

/** jsdom tests: render inside the providers every screen has (English defaults, light theme). */
export function renderUi(
  ui: ReactElement,
  options: Omit<UiProviderProps, 'children'> = {},
): RenderResult {
  const wrap = (node: ReactElement) => (
    <IntlProvider locale={options.locale ?? 'en-US'} defaultLocale="en-US" messages={{}}>
      <UiProvider {...options}>{node}</UiProvider>
    </IntlProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (next) => result.rerender(wrap(next as ReactElement)) };
}
