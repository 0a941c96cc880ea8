import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './App';

describe('App', () => {
  it('starts on the home page of the device with the simulated-data notice', async () => {
    window.history.replaceState(null, '', '/');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Markets' })).toBeTruthy();
    expect(screen.getByText(/market data is simulated/i)).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(window.location.pathname).toBe('/index');
    expect(document.title).toBe('Markets');
    expect(document.documentElement.lang).toBe('en-US');
  });
});
