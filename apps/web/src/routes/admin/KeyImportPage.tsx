import { KEY_IMPORT_MAX_BYTES, type KeyImportReport as Report } from '@keyshop/contracts/operator';
import {
  Alert,
  AlertDialog,
  Button,
  ButtonGroup,
  EmptyState,
  FileDropZone,
  Page,
  Spinner,
} from '@keyshop/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { importKeyFile } from '../../api/admin';
import { useAdminDashboard, useAdminProduct } from '../../hooks/admin';
import { noindexMeta } from '../../seo';
import { session } from '../../state/session';
import { adminPaths } from '../../lib/admin/adminLinks';
import { adminTitle } from '../../lib/admin/adminTitle';
import { KeyImportReport } from '../../components/admin/KeyImportReport';
import { LowStockThresholdForm } from '../../components/admin/LowStockThresholdForm';

type Step =
  | { name: 'choose' }
  | { name: 'checking'; file: File; progress?: number }
  | { name: 'checked'; file: File; report: Report }
  | { name: 'committed'; report: Report }
  | { name: 'failed'; message: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * /admin/products/:id/keys: a key file (one key per line, or CSV) is checked first (a dry run: new, duplicate
 * in the file, already in the store, invalid with line numbers), then committed on confirmation, all or
 * nothing; the new stock reaches every open page at once.
 */
export function KeyImportPage() {
  const productId = Number(useParams().id);
  // The operator's view of it: a new product is unpublished until its keys are in.
  const product = useAdminProduct(productId);
  const dashboard = useAdminDashboard();
  const [step, setStep] = useState<Step>({ name: 'choose' });
  // A new zone (its input emptied) for each new file after a commit or a failure.
  const [round, setRound] = useState(0);
  const name = product.data?.product.company_name ?? `Product ${productId}`;

  const check = async (file: File) => {
    setStep({ name: 'checking', file });
    try {
      const report = await importKeyFile(productId, file, {
        dryRun: true,
        token: session.token(),
        onProgress: (progress) => setStep({ name: 'checking', file, progress }),
      });
      setStep({ name: 'checked', file, report });
    } catch (error) {
      setStep({ name: 'failed', message: messageOf(error) });
    }
  };
  const commit = async (file: File) => {
    try {
      const report = await importKeyFile(productId, file, { dryRun: false, token: session.token() });
      setStep({ name: 'committed', report });
      setRound((n) => n + 1);
      void dashboard.mutate();
      void product.mutate();
    } catch (error) {
      setStep({ name: 'failed', message: messageOf(error) });
      throw error;
    }
  };
  const again = () => {
    setStep({ name: 'choose' });
    setRound((n) => n + 1);
  };

  if (product.error && !product.data) {
    return (
      <Page title="Import keys">
        <title>{adminTitle('Import keys')}</title>
        <EmptyState message="Product not found" action={<Link to={adminPaths.products}>All products</Link>} />
      </Page>
    );
  }

  return (
    <Page title={`Import keys: ${name}`}>
      <title>{adminTitle(`Import keys: ${name}`)}</title>
      {product.data && (
        <p>
          Keys in stock: {product.data.product.qty}.{' '}
          <Link to={adminPaths.product(productId)}>Edit the product</Link>
        </p>
      )}
      <FileDropZone
        key={round}
        label="Key file"
        description="A text file with one key per line, or a CSV with a key column and optional supplier and cost columns."
        accept=".txt,.csv,text/plain,text/csv"
        maxSize={KEY_IMPORT_MAX_BYTES}
        disabled={step.name === 'checking'}
        progress={step.name === 'checking' ? step.progress : undefined}
        onFilesChange={([file]) => (file ? void check(file) : setStep({ name: 'choose' }))}
      />
      {step.name === 'checking' && <Spinner label={`Checking ${step.file.name}`} />}
      {step.name === 'failed' && (
        <Alert variant="danger" live title="The file was not imported">
          {step.message}
        </Alert>
      )}
      {step.name === 'checked' && (
        <section aria-labelledby="dry-run">
          <h2 id="dry-run">Dry run of {step.file.name}</h2>
          <KeyImportReport report={step.report} />
          {step.report.invalid > 0 && (
            <Alert variant="warning">
              A file with invalid lines is not imported: correct the lines listed and choose the file again.
            </Alert>
          )}
          <ButtonGroup>
            <AlertDialog
              trigger={
                <Button disabled={step.report.new === 0 || step.report.invalid > 0}>
                  Commit {step.report.new} keys
                </Button>
              }
              title={`Add ${step.report.new} keys to ${name}?`}
              description="They go on sale at once. Duplicates and keys already in the store are left out."
              labels={{ confirm: 'Add keys' }}
              onConfirm={() => commit(step.file)}
            />
            <Button variant="secondary" onClick={again}>
              Choose another file
            </Button>
          </ButtonGroup>
        </section>
      )}
      {step.name === 'committed' && (
        <section aria-labelledby="import-result">
          <h2 id="import-result">Imported</h2>
          <Alert variant="success" live>
            Added {step.report.added} keys. {name} now has {step.report.stock} keys in stock.
          </Alert>
          <KeyImportReport report={step.report} />
        </section>
      )}
      {product.data && (
        <>
          <h2>Low-stock alert</h2>
          <LowStockThresholdForm
            productId={productId}
            threshold={product.data.lowStockThreshold}
            defaultThreshold={dashboard.data?.defaultThreshold}
            onSaved={() => {
              void dashboard.mutate();
              void product.mutate();
            }}
          />
        </>
      )}
    </Page>
  );
}

export const meta = noindexMeta;

export default KeyImportPage;
