// Forms from a Server Component: each form submits to `action` (a server function or a URL) when it gets no
// callback; FormSubmit shows the busy state while the server function runs. Callbacks (onSubmit, onSave) remain
// for client components that send the request themselves.
import { EmailSettings, Form, FormSubmit, TextField } from '@keyshop/ui';

async function changeEmail(data: FormData) {
  'use server';
  console.log('new address', data.get('email'));
}

export default function AccountPage() {
  return (
    <>
      <EmailSettings action={changeEmail} />
      <Form action="/search" method="get">
        <TextField label="Search" name="q" type="search" />
        <FormSubmit>Search</FormSubmit>
      </Form>
    </>
  );
}
