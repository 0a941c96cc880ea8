import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { I18nProvider, isRTL } from 'react-aria-components';
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';
import { builtInThemes, operatorBases, type BuiltInThemeName } from '../themes';
import { vars } from './contract.css';
import { resolveOperatorTheme, type ContrastAdjustment, type SeedError } from './resolveTokens';
import { themeHost, uiRoot } from './root.css';
import { reversedTrend } from './trend.css';

export interface UiProviderProps {
  /** Built-in theme, and the fallback when operator seeds are invalid. */
  theme?: BuiltInThemeName;
  /** Operator seeds as received at runtime (untrusted); resolved and applied as inline variables. */
  operatorSeeds?: unknown;
  /** Called when operator seeds are invalid; the built-in theme is shown instead. */
  onThemeError?: (errors: SeedError[]) => void;
  /** Reverse colour: rise and fall swap colours everywhere below. */
  reversed?: boolean;
  /** BCP 47 tag; sets `lang`, `dir` and react-aria's locale. */
  locale?: string;
  children: ReactNode;
}

export interface UiThemeInfo {
  /** Which theme is showing: a built-in name or `operator`. */
  theme: BuiltInThemeName | 'operator';
  logo: string | undefined;
  /** What the resolver changed in the operator's colours to meet WCAG AA. */
  adjustments: readonly ContrastAdjustment[];
  errors: readonly SeedError[];
  reversed: boolean;
  locale: string;
  direction: 'ltr' | 'rtl';
}

/**
 * react-aria formats numbers (slider values, number fields) with its locale; every trading number uses
 * Latin digits (I18N.md decision 4), so ask for them with the `nu` extension unless one is given.
 */
export function latinDigits(locale: string): string {
  return locale.includes('-u-') ? locale : `${locale}-u-nu-latn`;
}

const UiThemeContext = createContext<UiThemeInfo | null>(null);

/** The theme, trend switch and locale around the component, for those that need to know (a logo). */
export function useUiTheme(): UiThemeInfo {
  const info = useContext(UiThemeContext);
  if (!info) throw new Error('useUiTheme must be used inside <UiProvider>');
  return info;
}

/**
 * The root of every screen and story: theme (built-in class or operator inline variables on the full
 * contract), the reverse-colour switch, locale and direction. Overlays portal into a container inside
 * it, so sheets and popovers get the same theme, trend and direction as the page.
 */
export function UiProvider({
  theme = 'light',
  operatorSeeds,
  onThemeError,
  reversed = false,
  locale = 'en-US',
  children,
}: UiProviderProps) {
  const operator = useMemo(
    () =>
      operatorSeeds === undefined ? undefined : resolveOperatorTheme(operatorSeeds, operatorBases),
    [operatorSeeds],
  );
  const errors = useMemo(() => (operator && !operator.ok ? operator.errors : []), [operator]);
  useEffect(() => {
    if (errors.length > 0) onThemeError?.(errors);
  }, [errors, onThemeError]);

  const direction = isRTL(locale) ? 'rtl' : 'ltr';
  // The overlays' container is known once it is in the document. Taken from an effect, as a
  // transition: set from its ref during the commit, it was a synchronous render of everything under
  // the provider (the whole app) inside the start's longest commit.
  const portalRef = useRef<HTMLDivElement>(null);
  const [portal, setPortal] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    const element = portalRef.current;
    startTransition(() => setPortal(element));
  }, []);
  const getContainer = useCallback(() => portal, [portal]);

  const info = useMemo<UiThemeInfo>(
    () => ({
      theme: operator?.ok ? 'operator' : theme,
      logo: operator?.ok ? operator.logo : undefined,
      adjustments: operator?.ok ? operator.adjustments : [],
      errors,
      reversed,
      locale,
      direction,
    }),
    [operator, theme, errors, reversed, locale, direction],
  );

  const hostProps = operator?.ok
    ? {
        className: themeHost,
        // The browser's own parts (scrollbars, native selects) follow the operator's scheme too.
        style: { ...assignInlineVars(vars, operator.tokens), colorScheme: operator.scheme },
      }
    : { className: `${themeHost} ${builtInThemes[theme]}` };

  return (
    <UiThemeContext.Provider value={info}>
      <I18nProvider locale={latinDigits(locale)}>
        <div {...hostProps} data-theme={info.theme}>
          <div
            className={reversed ? `${uiRoot} ${reversedTrend}` : uiRoot}
            data-trend={reversed ? 'reversed' : 'standard'}
            lang={locale}
            dir={direction}
          >
            <UNSAFE_PortalProvider getContainer={portal ? getContainer : null}>
              {children}
            </UNSAFE_PortalProvider>
            <div ref={portalRef} data-ui-portal="" />
          </div>
        </div>
      </I18nProvider>
    </UiThemeContext.Provider>
  );
}
