export {
  LegalPage,
  defaultLegalPageLabels,
  type LegalPageLabels,
  type LegalPageLink,
  type LegalPageProps,
  type LegalPageSection,
} from './LegalPage';
