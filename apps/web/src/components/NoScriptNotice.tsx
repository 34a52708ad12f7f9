import { Alert } from '@keyshop/ui';
import { pagePaths } from '@keyshop/contracts';
import { Link } from 'react-router';

// Shown only without scripts: what follows it in the page (placeholders that wait for scripts) is hidden.
const hideWhatWaits = 'noscript[data-needs-script]~*{display:none!important}';

export interface NoScriptNoticeProps {
  /** What needs scripts, e.g. "Your cart". */
  subject: string;
  /** The page's h1, when the notice hides the one the page shows while it waits. */
  title?: string;
}

/**
 * Without JavaScript, a page that lives in the browser (cart, wishlist, the signed-in pages) says so in words
 * and names what still works, instead of a placeholder that never fills in. With scripts it renders nothing.
 */
export function NoScriptNotice({ subject, title }: NoScriptNoticeProps) {
  return (
    <noscript data-needs-script="">
      <style>{hideWhatWaits}</style>
      {title && <h1>{title}</h1>}
      <Alert variant="warning" title={`${subject} needs JavaScript`}>
        <p>Turn on JavaScript in your browser and reload this page to use it.</p>
        <p>
          Without it you can still browse and search the <Link to={pagePaths.products}>products</Link>, read
          the help pages, subscribe to the newsletter and write to us on{' '}
          <Link to={pagePaths.contactUs}>Contact Us</Link>.
        </p>
      </Alert>
    </noscript>
  );
}
