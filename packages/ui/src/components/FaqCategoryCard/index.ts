export {
  FaqCategoryCard,
  faqCategoryCardHeadingLevels,
  faqSampleQuestionLimit,
  type FaqCategoryCardProps,
} from './FaqCategoryCard';
