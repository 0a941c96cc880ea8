import {
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  composeRenderProps,
  Provider,
  Tab as AriaTab,
  TabList as AriaTabList,
  TabListStateContext,
  Tabs as AriaTabs,
  TabsContext,
  type Key,
  type TabListProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { joinClassNames } from '../TextField/FieldParts';
import * as styles from './Tabs.css';

/** Tabs: react-aria's Tabs, TabList and Tab with the design system's look, and a panel of our own. */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <AriaTabs
      {...props}
      className={composeRenderProps(className, (consumer) => joinClassNames(styles.tabs, consumer))}
    />
  );
}

/** Which ends of a horizontally scrolling element hide content, in logical terms (RTL aware). */
function useScrollOverflow(ref: RefObject<HTMLElement | null>) {
  const [overflow, setOverflow] = useState({ start: false, end: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      // scrollLeft runs from 0 towards the end: positive in LTR, negative in RTL.
      const scrolled = Math.abs(element.scrollLeft);
      const start = scrolled > 1;
      const end = scrolled + element.clientWidth < element.scrollWidth - 1;
      setOverflow((now) => (now.start === start && now.end === end ? now : { start, end }));
    };
    // The first measure comes from the observer, which reports an element's size once the browser
    // has laid the page out for its next frame: measured here, in the effect, scrollWidth forced the
    // layout of the whole screen just committed, inside the commit's task. Without an observer
    // (tests in jsdom), it is measured at once.
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    if (!resize) measure();
    element.addEventListener('scroll', measure, { passive: true });
    // Labels change width with the language and the font; the list with the viewport.
    const observeAll = () => {
      resize?.disconnect();
      resize?.observe(element);
      for (const child of element.children) resize?.observe(child);
    };
    observeAll();
    const mutations =
      typeof MutationObserver === 'undefined' ? undefined : new MutationObserver(observeAll);
    mutations?.observe(element, { childList: true });
    return () => {
      element.removeEventListener('scroll', measure);
      resize?.disconnect();
      mutations?.disconnect();
    };
  }, [ref]);
  return overflow;
}

/** Scrolls most of a visible width towards the list's start or end. */
function scrollTowards(element: HTMLElement | null, side: 'start' | 'end') {
  if (!element) return;
  const rtl = getComputedStyle(element).direction === 'rtl';
  const forward = side === 'end' ? 1 : -1;
  element.scrollBy({
    left: forward * (rtl ? -1 : 1) * element.clientWidth * 0.75,
    behavior: 'smooth',
  });
}

/**
 * The visible sign that a tab list goes on past an edge: a fade over the cut-off tab with a chevron,
 * which scrolls the list when tapped or clicked. Keyboard and screen-reader users move along the
 * tabs with the arrow keys (the focused tab scrolls into view), so it is hidden from them.
 */
function ScrollHint({ side, onPress }: { side: 'start' | 'end'; onPress: () => void }) {
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      data-side={side}
      className={styles.scrollHint}
      onClick={onPress}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" focusable="false" className={styles.chevron}>
        <path
          d={side === 'end' ? 'M6 3l5 5-5 5' : 'M10 3 5 8l5 5'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}

/**
 * The tab list. Tabs that do not fit scroll sideways, and an edge that hides tabs shows it (a fade
 * and a chevron that scrolls), so no tab is cut off without a hint.
 */
export function TabList<T extends object>({
  className,
  fill = false,
  ...props
}: TabListProps<T> & {
  /** The tabs share the list's width instead of scrolling: for a few short labels that must all show. */
  fill?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const overflow = useScrollOverflow(ref);
  return (
    <div className={styles.tabListFrame}>
      <AriaTabList
        {...props}
        ref={ref}
        className={composeRenderProps(className, (consumer) =>
          joinClassNames(
            fill ? `${styles.tabList} ${styles.tabListFill}` : styles.tabList,
            consumer,
          ),
        )}
      />
      {overflow.start ? (
        <ScrollHint side="start" onPress={() => scrollTowards(ref.current, 'start')} />
      ) : null}
      {overflow.end ? (
        <ScrollHint side="end" onPress={() => scrollTowards(ref.current, 'end')} />
      ) : null}
    </div>
  );
}

export function Tab({ className, ...props }: TabProps) {
  return (
    <AriaTab
      {...props}
      className={composeRenderProps(className, (consumer) => joinClassNames(styles.tab, consumer))}
    />
  );
}

/**
 * What react-aria counts as tabbable, by selector only: its own list (`isTabbable`) without the
 * visibility check.
 */
const TABBABLE = [
  'input:not([disabled]):not([type=hidden])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  'a[href]',
  'area[href]',
  'summary',
  'iframe',
  'object',
  'embed',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable^="false"])',
  '[tabindex]:not([tabindex="-1"]):not([disabled])',
]
  .map((selector) => `${selector}:not([hidden]):not([tabindex="-1"])`)
  .join(',');

/** The nearest tab list around a panel. */
function tabListOf(panel: HTMLElement): Element | null {
  for (let node = panel.parentElement; node; node = node.parentElement) {
    const list = node.querySelector('[role="tablist"]');
    if (list) return list;
  }
  return null;
}

/**
 * Gives a panel the ids its tab names (the tab's `aria-controls`; the panel is labelled by the tab),
 * and a tab stop of its own only while nothing inside it takes focus (WAI-ARIA's tabs pattern).
 */
function linkPanel(panel: HTMLElement) {
  const tab = tabListOf(panel)?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  const controls = tab?.getAttribute('aria-controls');
  if (tab && controls) {
    if (panel.id !== controls) panel.id = controls;
    if (panel.getAttribute('aria-labelledby') !== tab.id)
      panel.setAttribute('aria-labelledby', tab.id);
  }
  if (panel.querySelector(TABBABLE)) panel.removeAttribute('tabindex');
  else if (panel.getAttribute('tabindex') !== '0') panel.setAttribute('tabindex', '0');
}

export interface TabPanelProps {
  /** The id of the tab this panel belongs to. */
  id: Key;
  className?: string;
  children?: ReactNode;
}

/**
 * The selected tab's panel (the others render nothing).
 *
 * Not react-aria's TabPanel: after each of its renders, and after each change inside it, that one
 * asks the browser whether every candidate for focus inside is visible, which forces the style and
 * layout of a screen just committed inside the commit's task (15-30 ms each time on the quotes
 * screen here, before a phone's slowing), and then sets state, a second synchronous render in the
 * same task. This panel reads what it needs from the DOM by selectors alone, which forces nothing:
 * the selected tab's ids, and whether anything inside is tabbable (a panel with nothing focusable
 * takes a tab stop itself). It follows the tab list and its own content with a MutationObserver.
 */
export function TabPanel({ id, className, children }: TabPanelProps) {
  const state = useContext(TabListStateContext);
  const ref = useRef<HTMLDivElement>(null);
  const selected = state !== null && state.selectedKey === id;
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel) return undefined;
    linkPanel(panel);
    if (typeof MutationObserver === 'undefined') return undefined;
    const observer = new MutationObserver(() => linkPanel(panel));
    observer.observe(panel, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['tabindex', 'disabled', 'hidden', 'href', 'contenteditable'],
    });
    const list = tabListOf(panel);
    if (list)
      observer.observe(list, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-selected', 'aria-controls', 'id'],
      });
    return () => observer.disconnect();
    // Once per showing: the observer follows the tab list and the content from then on, so a
    // re-render of the screen around the panel does not walk the DOM and rebuild the observer again.
  }, [selected]);
  if (!selected) return null;
  return (
    <div ref={ref} role="tabpanel" className={joinClassNames(styles.panel, className)}>
      {/* As react-aria's panel: tabs nested inside start afresh. */}
      <Provider
        values={[
          [TabsContext, null],
          [TabListStateContext, null],
        ]}
      >
        {children}
      </Provider>
    </div>
  );
}
