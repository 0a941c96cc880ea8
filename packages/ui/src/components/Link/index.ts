export { Link, linkTones, type LinkProps } from './Link';
