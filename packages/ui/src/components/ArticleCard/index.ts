export {
  ArticleCard,
  articleCardHeadingLevels,
  formatArticleDate,
  type ArticleCardProps,
} from './ArticleCard';
