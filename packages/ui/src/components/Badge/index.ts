export { Badge, badgeCountText, badgeTones, type BadgeProps, type BadgeTone } from './Badge';
