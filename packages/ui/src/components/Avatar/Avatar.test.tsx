import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initials } from './Avatar';

describe('initials', () => {
  it('takes the first grapheme of the first and last word', () => {
    expect(initials('ada lovelace')).toBe('AL');
    expect(initials('  Jean  Paul   Sartre ')).toBe('JS');
    expect(initials('Cher')).toBe('C');
    expect(initials('')).toBe('');
    expect(initials('👩‍💻 Dev')).toBe('👩‍💻D');
  });
});

describe('Avatar', () => {
  it('is an image named after the person and falls back to initials when the picture fails', () => {
    render(<Avatar name="Ada Lovelace" src="/missing.png" />);
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    const img = avatar.querySelector('img');
    expect(img).not.toBeNull();
    fireEvent.error(img!);
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar.textContent).toBe('AL');
  });

  it('is hidden from assistive technology when decorative', () => {
    render(<Avatar name="Ada Lovelace" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
