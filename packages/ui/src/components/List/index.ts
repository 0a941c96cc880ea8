export { List, ListEmpty, ListItem, type ListItemProps, type ListProps } from './List';
