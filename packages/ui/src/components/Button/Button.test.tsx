import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../theme/testing';
import { Button } from './Button';

describe('Button', () => {
  it('keeps a consumer className next to its own', () => {
    renderUi(<Button className="extra">Buy</Button>);
    const button = screen.getByRole('button', { name: 'Buy' });
    expect(button.className.split(' ')).toContain('extra');
    expect(button.className.split(' ').length).toBeGreaterThan(1);
  });

  it('calls onPress once per click and never when disabled', async () => {
    const onPress = vi.fn();
    const { rerender } = renderUi(<Button onPress={onPress}>Buy</Button>);
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

describe('Button pending', () => {
  it('announces progress, keeps its name and ignores presses while pending', async () => {
    const onPress = vi.fn();
    renderUi(
      <Button onPress={onPress} isPending>
        Buy
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Buy/ });
    expect(screen.getByRole('progressbar', { name: 'In progress' })).toBeTruthy();
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('names an icon-only button with its label and the progress while pending', () => {
    renderUi(<Button aria-label="Refresh quotes" isPending />);
    const bar = screen.getByRole('progressbar', { name: 'In progress' });
    // An indeterminate bar: a range, no value.
    expect(bar.getAttribute('aria-valuenow')).toBeNull();
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    // react-aria names the button by its own id and the bar's (the id it gives through context).
    expect(screen.getByRole('button', { name: 'Refresh quotes In progress' })).toBeTruthy();
  });
});
