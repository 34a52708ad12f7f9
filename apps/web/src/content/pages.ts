import type { ContentPagePath } from '@keyshop/contracts';
import { aboutUs } from './aboutUs';
import { accessibility } from './accessibility';
import { cookies } from './cookies';
import { howToActivate } from './howToActivate';
import { howToBuy } from './howToBuy';
import { impressum } from './impressum';
import { privacyPolicy } from './privacyPolicy';
import { termsAndConditions } from './termsAndConditions';
import type { ActivationPlatform, ContentPage, ContentSection, HowToActivatePage } from './types';

const codeLine = ({ code }: ActivationPlatform): string[] =>
  code ? [`Code: ${code.length} characters, in the format ${code.format}.`] : [];

/** One section per platform (so the table of contents lists all twelve), then the tips. */
const withPlatformSections = ({ platforms, ...page }: HowToActivatePage): ContentPage => ({
  ...page,
  sections: [
    ...platforms.map((platform): ContentSection => ({
      id: platform.id,
      heading: platform.name,
      paragraphs: [...codeLine(platform), ...(platform.note ? [platform.note] : [])],
      steps: platform.steps,
    })),
    ...page.sections,
  ],
});

/**
 * The text pages by path (contracts' `contentPagePaths`), each rendered as a LegalPage by the one content
 * route module; its title and intro are the page's head (title, description).
 */
export const contentPages: Record<ContentPagePath, ContentPage> = {
  '/AboutUs': aboutUs,
  '/Accessibility': accessibility,
  '/Cookies': cookies,
  '/HowToActivate': withPlatformSections(howToActivate),
  '/HowToBuy': howToBuy,
  '/Impressum': impressum,
  '/PrivacyPolicy': privacyPolicy,
  '/TermsAndConditions': termsAndConditions,
};
