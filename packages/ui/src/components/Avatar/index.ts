export { Avatar, avatarSizes, initials, type AvatarProps } from './Avatar';
