export {
  FaqCategoryCard,
  defaultFaqCategoryCardLabels,
  type FaqCategoryCardLabels,
  faqSampleQuestionLimit,
  type FaqCategoryCardProps,
} from './FaqCategoryCard';
