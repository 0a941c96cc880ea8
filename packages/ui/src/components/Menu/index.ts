export { MenuButton, type MenuButtonProps, type MenuEntry, type MenuGroup } from './Menu';
