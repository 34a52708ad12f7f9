export { Badge, badgeVariants, badgeVariantNames, formatBadgeCount, type BadgeProps } from './Badge';
