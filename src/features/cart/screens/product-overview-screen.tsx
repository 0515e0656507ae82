import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { LinkCards } from '@/components/page/link-cards';
import { PageTitle } from '@/components/page/page-title';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { useSession } from '@/session';

const LINKS = [
  { to: href('product-purchase'), key: 'purchase' },
  { to: href('product-using'), key: 'using' },
  { to: href('product-payment-list'), key: 'paymentList' },
] as const;

/** A-76: /product is an overview of its sub-pages, no redirect. */
export default function ProductOverviewScreen() {
  const productOverviewText = useConfig(messages.pages.productOverview);

  const isMaster = useSession((s) => s.isMaster);
  return (
    <Box sx={{ py: 6 }}>
      <PageTitle title={productOverviewText.title} lead={productOverviewText.lead} />
      {!isMaster && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {productOverviewText.notMaster}
        </Alert>
      )}
      <LinkCards
        columns={3}
        items={LINKS.map(({ to, key }) => ({
          to,
          title: productOverviewText.links[key].title,
          body: productOverviewText.links[key].body,
        }))}
      />
    </Box>
  );
}
