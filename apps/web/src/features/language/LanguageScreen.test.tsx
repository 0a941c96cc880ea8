import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@repo/api-schema/mocks';
import { createTestApi, withIntl } from '../../shared/testing/testApi';
import { flagEmoji } from '../../layouts/CountryFlag';
import { LanguageScreen } from './LanguageScreen';

describe('LanguageScreen flags', () => {
  it('draws each country flag (as the header sheet does) when the server sends no icon', async () => {
    // The reference server sends `icon: ''` when the operator uploaded none.
    const languages = fixtures.languages.map((language) => ({ ...language, icon: '' }));
    const { api } = createTestApi({
      '/common/language/list': () => ({ code: 0, data: languages }),
    });
    render(withIntl(<LanguageScreen api={api} current="en-US" onChange={() => undefined} />));
    const english = await screen.findByRole('option', { name: 'English' });
    // No empty image: the flag drawn from the tag's region, hidden from screen readers.
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(within(english).getByText(flagEmoji('US')).getAttribute('aria-hidden')).toBe('true');
    expect(
      within(screen.getByRole('option', { name: 'فارسی' })).getByText(flagEmoji('IR')),
    ).toBeTruthy();
  });
});
