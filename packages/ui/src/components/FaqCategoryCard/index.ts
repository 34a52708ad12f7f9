export {
  FaqCategoryCard,
  defaultFaqCategoryCardLabels,
  type FaqCategoryCardLabels,
  faqCategoryCardHeadingLevels,
  faqSampleQuestionLimit,
  type FaqCategoryCardProps,
} from './FaqCategoryCard';
