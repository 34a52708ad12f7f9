import { howToActivate } from '../../content/howToActivate';
import type { ActivationPlatform, ContentSection } from '../../content/types';
import { ContentRoute } from './ContentPage';
import { publicPageMeta } from '../../seo';

const codeLine = ({ code }: ActivationPlatform): string[] =>
  code ? [`Code: ${code.length} characters, in the format ${code.format}.`] : [];

/** One section per platform (so the table of contents lists all twelve), then the tips. */
const content = {
  ...howToActivate,
  sections: [
    ...howToActivate.platforms.map((platform): ContentSection => ({
      id: platform.id,
      heading: platform.name,
      paragraphs: [...codeLine(platform), ...(platform.note ? [platform.note] : [])],
      steps: platform.steps,
    })),
    ...howToActivate.sections,
  ],
};

/** /HowToActivate: redemption steps and code lengths for twelve platforms, plus tips. */
export function HowToActivatePage() {
  return <ContentRoute content={content} />;
}

export const meta = publicPageMeta({
  path: '/HowToActivate',
  title: howToActivate.title,
  description: howToActivate.intro,
});

export default HowToActivatePage;
