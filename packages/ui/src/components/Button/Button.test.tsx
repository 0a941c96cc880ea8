import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('keeps a consumer className next to its own', () => {
    render(<Button className="extra">Buy</Button>);
    const button = screen.getByRole('button', { name: 'Buy' });
    expect(button.className.split(' ')).toContain('extra');
    expect(button.className.split(' ').length).toBeGreaterThan(1);
  });

  it('calls onPress once per click and never when disabled', async () => {
    const onPress = vi.fn();
    const { rerender } = render(<Button onPress={onPress}>Buy</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    rerender(
      <Button onPress={onPress} isDisabled>
        Buy
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
