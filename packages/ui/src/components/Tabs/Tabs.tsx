import {
  composeRenderProps,
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { joinClassNames } from '../TextField/FieldParts';
import * as styles from './Tabs.css';

/** Tabs: react-aria's Tabs, TabList, Tab and TabPanel with the design system's look. */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <AriaTabs
      {...props}
      className={composeRenderProps(className, (consumer) => joinClassNames(styles.tabs, consumer))}
    />
  );
}

export function TabList<T extends object>({
  className,
  fill = false,
  ...props
}: TabListProps<T> & {
  /** The tabs share the list's width instead of scrolling: for a few short labels that must all show. */
  fill?: boolean;
}) {
  return (
    <AriaTabList
      {...props}
      className={composeRenderProps(className, (consumer) =>
        joinClassNames(fill ? `${styles.tabList} ${styles.tabListFill}` : styles.tabList, consumer),
      )}
    />
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

export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <AriaTabPanel
      {...props}
      className={composeRenderProps(className, (consumer) =>
        joinClassNames(styles.panel, consumer),
      )}
    />
  );
}
