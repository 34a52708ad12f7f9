import { pagePaths } from '@keyshop/contracts';
import { Footer, type FooterProps } from '@keyshop/ui/components/Footer';
import { useState } from 'react';
import { ApiError } from '../api/client';
import { subscribe } from '../api/messages';
import { footer } from '../content/footer';
import { renderRouterLink } from './routerLink';

/** The footer, with the newsletter sending to the API: 'Loading...', then the server's message, or the failure text (the server's when it refuses for too many requests). Without scripts the form posts to /newsletter. */
export function SiteFooter() {
  const [status, setStatus] = useState<NonNullable<FooterProps['newsletterStatus']>>('idle');
  const [message, setMessage] = useState<string>();
  const onSubscribe = (email: string) => {
    setStatus('submitting');
    setMessage(undefined);
    subscribe({ email }).then(
      (answer) => {
        setMessage(answer.message || undefined);
        setStatus('success');
      },
      (error: unknown) => {
        // Too many requests: the server's reason; any other failure: the spec's own text.
        setMessage(error instanceof ApiError && error.status === 429 ? error.message : undefined);
        setStatus('error');
      },
    );
  };
  const { paymentHeading, sslNote, copyright, ...content } = footer;
  return (
    <Footer
      {...content}
      labels={{ paymentHeading, sslNote, copyright }}
      renderLink={renderRouterLink}
      newsletterStatus={status}
      newsletterMessage={message}
      onSubscribe={onSubscribe}
      subscribeAction={pagePaths.newsletter}
    />
  );
}
