export {
  Accordion,
  AccordionItem,
  accordionHeadingLevels,
  accordionTypes,
  type AccordionHeadingLevel,
  type AccordionItemProps,
  type AccordionProps,
} from './Accordion';
