import { Button, EmptyState, ErrorState, Spinner } from '@keyshop/ui';
import { Link } from 'react-router';
import { ApiError } from '../../api/client';
import { adminPaths } from '../../lib/admin/adminLinks';

/** What a product page shows until its product is there: loading, not found, or a failure to retry. */
export function AdminProductState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (!error) return <EmptyState icon={<Spinner label={null} />} message="Loading the product" />;
  if (error instanceof ApiError && error.status === 404) {
    return (
      <EmptyState
        message="Product not found"
        description="No product has this number."
        action={<Link to={adminPaths.products}>All products</Link>}
      />
    );
  }
  return (
    <ErrorState
      message="The product could not be loaded."
      description={error instanceof Error ? error.message : undefined}
      action={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}
