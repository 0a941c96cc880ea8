export { Tab, TabList, TabPanel, Tabs } from './Tabs';
