import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../theme/testing';
import { VerificationCodeField } from './VerificationCodeField';

describe('VerificationCodeField countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const press = async (name: string | RegExp) => {
    const button = screen.getByRole('button', { name });
    await act(async () => {
      fireEvent.pointerDown(button, { pointerType: 'mouse' });
      fireEvent.pointerUp(button, { pointerType: 'mouse' });
      fireEvent.click(button);
    });
  };

  it('counts down for `seconds`, disabled, then allows a resend and announces both', async () => {
    const onSend = vi.fn();
    renderUi(<VerificationCodeField label="Code" onSend={onSend} seconds={30} />);
    await press('Send code');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Resend in 30s' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toBe(
      'Code sent. You can request a new one in 30 seconds.',
    );
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('button', { name: 'Resend in 20s' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(20_000));
    const resend = screen.getByRole('button', { name: 'Resend' });
    expect(resend).toHaveProperty('disabled', false);
    expect(screen.getByRole('status').textContent).toBe('You can request a new code now.');
    await press('Resend');
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Resend in 30s' })).toBeTruthy();
    // Generous: role queries over a themed tree are slow when the shared machine is loaded.
  }, 30_000);

  it('does not count down when sending fails', async () => {
    const onSend = vi.fn(() => Promise.reject(new Error('rate limited')));
    renderUi(<VerificationCodeField label="Code" onSend={onSend} />);
    await press('Send code');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
