export {
  Accordion,
  AccordionItem,
  accordionTypes,
  type AccordionItemProps,
  type AccordionProps,
} from './Accordion';
