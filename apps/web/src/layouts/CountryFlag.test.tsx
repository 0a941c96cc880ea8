import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountryFlag, flagEmoji, regionOf } from './CountryFlag';

describe('CountryFlag', () => {
  it('finds the region of a language tag', () => {
    expect(regionOf('en-US')).toBe('US');
    expect(regionOf('uz-Latn-UZ')).toBe('UZ');
    expect(regionOf('fa-IR')).toBe('IR');
    expect(regionOf('en')).toBeUndefined();
  });

  it('draws the flag from regional indicator symbols', () => {
    expect(flagEmoji('US')).toBe('\u{1F1FA}\u{1F1F8}');
    expect(flagEmoji('ir')).toBe('\u{1F1EE}\u{1F1F7}');
  });

  it("shows the operator's icon, and the drawn flag when there is none, it is unsafe or it fails", () => {
    const { container, rerender } = render(<CountryFlag tag="fa-IR" icon="/flags/ir.png" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/flags/ir.png');
    expect(img.getAttribute('alt')).toBe('');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe(flagEmoji('IR'));

    rerender(<CountryFlag tag="fa-IR" icon="javascript:alert(1)" />);
    expect(container.querySelector('img')).toBeNull();
    rerender(<CountryFlag tag="en-US" icon="" />);
    expect(container.textContent).toBe(flagEmoji('US'));
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    rerender(<CountryFlag tag="en" />);
    expect(container.textContent).toBe('');
  });
});
