import type { InboxMessage } from '@keyshop/contracts/operator';
import {
  Alert,
  Button,
  ButtonGroup,
  EmptyState,
  ErrorState,
  Form,
  FormSubmit,
  Page,
  Spinner,
  TextArea,
} from '@keyshop/ui';
import { Fragment, useState } from 'react';
import { Link, useParams } from 'react-router';
import { replyToInboxMessage, setInboxMessageHandled } from '../../api/admin';
import { ApiError } from '../../api/client';
import { useInboxMessage } from '../../hooks/admin';
import { useFormSubmit } from '../../hooks/useFormSubmit';
import { noindexMeta } from '../../seo';
import { formatDateTime } from '../../lib/admin/adminFormat';
import { adminPaths } from '../../lib/admin/adminLinks';
import { adminTitle } from '../../lib/admin/adminTitle';
import { fieldError } from '../../lib/admin/fieldError';

/** Text with its line breaks kept (as <br>), never read as markup. */
function Lines({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return (
    <p>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </p>
  );
}

/** The answer by e-mail: sent to the message's address, kept with the message, which it marks handled. */
function ReplyForm({ message, onSent }: { message: InboxMessage; onSent: (next: InboxMessage) => void }) {
  const { status, error, fieldErrors, run } = useFormSubmit();
  const send = async (data: FormData, form: HTMLFormElement) => {
    const result = await run(() => replyToInboxMessage(message.id, String(data.get('text') ?? '')));
    if (!result.ok) return;
    form.reset();
    onSent(result.value);
  };
  return (
    <Form
      aria-label="Reply"
      status={status}
      errorMessage={error}
      successMessage={`Reply sent to ${message.email}.`}
      onSubmit={(data, event) => void send(data, event.currentTarget)}
    >
      <TextArea
        label={`Reply to ${message.email}`}
        description="Sent by e-mail, quoting the message; the message is then marked handled."
        name="text"
        rows={8}
        required
        maxLength={10_000}
        error={fieldError(fieldErrors, 'text')}
      />
      <FormSubmit>Send reply</FormSubmit>
    </Form>
  );
}

function MessageView({
  message,
  onChanged,
}: {
  message: InboxMessage;
  onChanged: (next: InboxMessage) => void;
}) {
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const handled = message.handledAt !== null;

  const toggle = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      onChanged(await setInboxMessageHandled(message.id, !handled));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The message could not be updated.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p>
        <Link to={adminPaths.inbox}>Back to the inbox</Link>
      </p>
      <dl>
        <dt>From</dt>
        <dd>{message.name ? `${message.name} <${message.email}>` : message.email}</dd>
        <dt>Kind</dt>
        <dd>{message.kind === 'support' ? 'Support request' : 'Contact message'}</dd>
        <dt>Received</dt>
        <dd>{formatDateTime(message.createdAt)}</dd>
        {message.subject && (
          <>
            <dt>Subject</dt>
            <dd>{message.subject}</dd>
          </>
        )}
        <dt>State</dt>
        <dd>
          {handled
            ? `Handled by ${message.handledBy ?? 'an admin'}, ${formatDateTime(message.handledAt)}`
            : 'Open'}
        </dd>
      </dl>
      <h2>Message</h2>
      <Lines text={message.message || '(no message)'} />
      {message.reply && (
        <>
          <h2>Reply</h2>
          <p>
            Sent by {message.repliedBy ?? 'an admin'}, {formatDateTime(message.repliedAt)}
          </p>
          <Lines text={message.reply} />
        </>
      )}
      <ButtonGroup aria-label="Message actions">
        <Button variant="secondary" onClick={() => void toggle()} disabled={busy}>
          {handled ? 'Reopen' : 'Mark handled'}
        </Button>
      </ButtonGroup>
      {failure && (
        <Alert variant="danger" live onDismiss={() => setFailure(undefined)}>
          {failure}
        </Alert>
      )}
      <h2>Answer</h2>
      <ReplyForm message={message} onSent={onChanged} />
    </>
  );
}

/** /admin/inbox/:id: one message, its reply, mark handled or reopen, answer by e-mail. */
export function InboxMessagePage() {
  const { id } = useParams();
  const { data, error, mutate } = useInboxMessage(id);
  const title = data ? `Message from ${data.email}` : 'Message';
  return (
    <Page title={title}>
      <title>{adminTitle(title)}</title>
      {error ? (
        error instanceof ApiError && error.status === 404 ? (
          <EmptyState message="Message not found" description="No message has this address." />
        ) : (
          <ErrorState
            message="The message could not be loaded."
            description={error instanceof Error ? error.message : undefined}
            action={<Button onClick={() => void mutate()}>Try again</Button>}
          />
        )
      ) : data ? (
        <MessageView message={data} onChanged={(next) => void mutate(next, { revalidate: false })} />
      ) : (
        <EmptyState icon={<Spinner label={null} />} message="Loading the message" />
      )}
    </Page>
  );
}

export const meta = noindexMeta;

export default InboxMessagePage;
