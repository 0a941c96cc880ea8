import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { Stepper, stepState } from './Stepper';

describe('stepState', () => {
  it('marks steps before the current one complete and after it upcoming', () => {
    expect([0, 1, 2, 3].map((i) => stepState(i, 2))).toEqual([
      'complete',
      'complete',
      'current',
      'upcoming',
    ]);
  });
});

describe('Stepper', () => {
  it('marks exactly the current step with aria-current and announces completed ones', () => {
    render(
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <Stepper aria-label="Verification" steps={['Document', 'Selfie', 'Review']} current={1} />
      </IntlProvider>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(items[0]!.textContent).toBe('Document, completed');
    expect(items[2]!.textContent).not.toContain('completed');
  });
});
