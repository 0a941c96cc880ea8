import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { dateTag } from '@repo/ui/format';
import { applyDocumentLocale } from '../i18n/document';
import { BootFrame } from './BootFrame';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { loadMessages, type CompiledMessages } from '../i18n/messages';

/**
 * react-intl with the compiled messages of one locale, loaded on demand (one chunk per locale).
 * No text renders until they arrive, so a page never flashes English before its language: the shell's
 * frame (which has none) stays painted meanwhile, instead of a blank page. Numbers
 * and dates in messages follow the rule prices follow (ARCHITECTURE.md): Latin digits, the Gregorian
 * calendar, a 24-hour clock, so a Persian label reads "4 ساعت" next to a price in Latin digits.
 */
export function AppIntl({ locale, children }: { locale: string; children: ReactNode }) {
  const [loaded, setLoaded] = useState<{ locale: string; messages: CompiledMessages } | null>(null);

  useEffect(() => {
    let current = true;
    applyDocumentLocale(locale);
    // The messages' arrival renders the whole app under the provider (the layout and the first screen
    // when start-up is already done): as a transition, in slices that yield to the browser, with the
    // frame kept on screen meanwhile. A plain update from a promise renders it all in one long task.
    const show = (messages: CompiledMessages) =>
      current && startTransition(() => setLoaded({ locale, messages }));
    loadMessages(locale).then(
      show,
      // A missing chunk (e.g. after a deploy) falls back to the English defaults in the source.
      () => show({}),
    );
    return () => {
      current = false;
    };
  }, [locale]);

  if (!loaded || loaded.locale !== locale) return <BootFrame locale={locale} />;
  return (
    <IntlProvider
      locale={dateTag(locale)}
      defaultLocale={DEFAULT_LOCALE}
      messages={loaded.messages}
    >
      {children}
    </IntlProvider>
  );
}
