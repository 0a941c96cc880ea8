import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ChangeRateText } from './ChangeRateText';

const text = (value: string) => {
  const { container } = render(
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <ChangeRateText value={value} />
    </IntlProvider>,
  );
  const el = container.firstElementChild as HTMLElement;
  return [el.textContent, el.dataset.trend];
};

describe('ChangeRateText', () => {
  it('is signed with two decimals and coloured by direction', () => {
    expect(text('1.234')).toEqual(['+1.23%', 'rise']);
    expect(text('-0.5')).toEqual(['-0.50%', 'fall']);
    expect(text('0')).toEqual(['0.00%', 'flat']);
  });
});
