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
});
