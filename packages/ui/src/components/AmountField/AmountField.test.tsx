import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../theme/testing';
import { AmountField } from './AmountField';

function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('1');
  return (
    <AmountField
      label="Amount"
      value={value}
      maxDecimals={4}
      max="99.123456"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('AmountField', () => {
  it('hands back normalised decimal strings and ignores input that is not an amount', () => {
    const onChange = vi.fn();
    renderUi(<Controlled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '١٢٫٣٤٥٦٧' } });
    expect(onChange).toHaveBeenLastCalledWith('12.3456');
    expect(input.value).toBe('12.3456');
    fireEvent.change(input, { target: { value: '12.3456e' } });
    expect(input.value).toBe('12.3456');
    expect(onChange).toHaveBeenCalledTimes(1);
    for (const call of onChange.mock.calls) expect(typeof call[0]).toBe('string');
  });

  it('fills in max, cut to the allowed decimals', () => {
    const onChange = vi.fn();
    renderUi(<Controlled onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(onChange).toHaveBeenLastCalledWith('99.1234');
  });
});
