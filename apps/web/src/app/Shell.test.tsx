import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './App';

describe('App shell', () => {
  it('renders a main landmark with a heading and the simulated-data notice', () => {
    render(<App />);
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Markets' })).toBeTruthy();
    expect(screen.getByText(/market data is simulated/i)).toBeTruthy();
  });
});
