import { Footer, type FooterProps } from '@keyshop/ui/components/Footer';
import { useState } from 'react';
import { subscribe } from '../api/messages';
import { footer } from '../content/footer';
import { renderRouterLink } from './routerLink';

/** The footer, with the newsletter sending to the API: 'Loading...', then the server's message or the failure text. */
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
      () => setStatus('error'),
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
    />
  );
}
