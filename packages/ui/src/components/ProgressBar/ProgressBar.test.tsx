import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../theme/testing';
import { ProgressBar } from './ProgressBar';

const fillOf = (bar: HTMLElement) => bar.querySelector<HTMLElement>('[style]')!.style.inlineSize;

describe('ProgressBar', () => {
  it('is a labelled progressbar with its value, value text and fill', () => {
    renderUi(<ProgressBar label="Turnover requirement" value={45} />);
    const bar = screen.getByRole('progressbar', { name: 'Turnover requirement' });
    expect(bar.getAttribute('aria-valuenow')).toBe('45');
    expect(bar.getAttribute('aria-valuetext')).toBe('45%');
    expect(bar.textContent).toContain('45%');
    expect(fillOf(bar)).toBe('45%');
  });

  it('fills by the share of its own range', () => {
    renderUi(<ProgressBar aria-label="Upload" minValue={0} maxValue={1} value={0.25} hideValue />);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(fillOf(bar)).toBe('25%');
    expect(bar.textContent).not.toContain('25%');
  });

  it('clamps a value outside its range', () => {
    renderUi(<ProgressBar aria-label="Sold" maxValue={1000} value={1500} />);
    const bar = screen.getByRole('progressbar', { name: 'Sold' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1000');
    expect(fillOf(bar)).toBe('100%');
  });

  it('shows a custom value text', () => {
    renderUi(
      <ProgressBar label="Presale sold" value={750} maxValue={1000} valueLabel="750 of 1,000" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Presale sold' });
    expect(bar.getAttribute('aria-valuetext')).toBe('750 of 1,000');
    expect(bar.textContent).toContain('750 of 1,000');
  });
});
