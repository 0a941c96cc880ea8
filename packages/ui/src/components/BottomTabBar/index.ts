export { BottomTabBar, type BottomTabBarProps, type TabBarItem } from './BottomTabBar';
