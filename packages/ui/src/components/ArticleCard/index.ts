export { ArticleCard, articleCardHeadingLevels, type ArticleCardProps } from './ArticleCard';
