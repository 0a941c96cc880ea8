export { Header, HeaderAction, type HeaderActionProps, type HeaderProps } from './Header';
