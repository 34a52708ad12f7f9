// Only server-safe components: the page must ship no @keyshop/ui JavaScript.
import {
  Badge,
  EmptyState,
  MetacriticScore,
  Price,
  Skeleton,
  Spinner,
  StockNotice,
  TextField,
  ThemeRoot,
} from '@keyshop/ui';

export default function ServerOnlyPage() {
  return (
    <ThemeRoot theme="light">
      <main>
        <h1>Server-only</h1>
        <Badge>New</Badge>
        <Price price={19.99} />
        <MetacriticScore score={91} />
        <StockNotice stock={3} stockTotal={40} />
        <Spinner label="Loading" />
        <Skeleton width="10rem" />
        <TextField label="Name" name="name" />
        <EmptyState message="Nothing here yet" />
      </main>
    </ThemeRoot>
  );
}
