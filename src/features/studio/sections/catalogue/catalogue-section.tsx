import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { withoutProductReferences } from '@config/product-refs';
import { DraftIntField } from '../../components/draft-fields';
import { useFocusTarget } from '../../model/focus-target';
import type { StudioSectionProps } from '../../model/studio-section';
import {
  addProduct,
  asProductsFile,
  removeProduct,
  type Product,
  type ProductsFile,
} from './catalogue-model';
import { duplicateProduct } from './catalogue-order';
import { FamilyEditor } from './family-editor';
import { GroupTable } from './group-table';
import { ProductDetail } from './product-detail';
import { ProductList } from './product-list';
import { whereUsed } from './where-used';
import { WhereUsedDialog } from './where-used-dialog';

/** The product or family a problem pointer names (`/products/3/...`, `/packageFamilies/x/...`). */
function targetOf(file: ProductsFile, pointer: string) {
  const [, list, id] = pointer.split('/');
  if (list === 'products') return { product: file.products[Number(id)]?.key };
  if (list === 'packageFamilies') return { family: id };
  return {};
}

/** products.json as an editor: groups, products (list and detail), package tiers. */
export default function CatalogueSection({
  files,
  activeFiles,
  problems,
  onChange,
}: StudioSectionProps) {
  const text = useConfig(messages.studio).catalogue;

  const file = asProductsFile(files.products);
  const change = (next: ProductsFile) => onChange('products', next);
  const focus = useFocusTarget();
  const aimed = focus?.file === 'products' ? targetOf(file, focus.pointer) : {};
  const [picked, setPicked] = useState<{ product?: string; family?: string; from?: string }>({});
  // A problem link opens its product or family; a later click in the list wins again.
  const fromLink = picked.from !== focus?.pointer;
  const productKey = (fromLink && aimed.product) || picked.product || file.products[0]?.key;
  const familyKey =
    (fromLink && aimed.family) || picked.family || Object.keys(file.packageFamilies)[0];
  const product = file.products.find((p) => p.key === productKey) ?? file.products[0];
  const pick = (p: { product?: string; family?: string }) =>
    setPicked((old) => ({ ...old, ...p, from: focus?.pointer }));
  const [removing, setRemoving] = useState<Product | null>(null);
  const used = removing && whereUsed(files, removing);

  /** Removes the product, with the references config can drop when `refs` (one edit per file). */
  const remove = (p: Product, refs: boolean) => {
    const without = { products: removeProduct(file, p.key), ui: files.ui };
    const next = refs ? withoutProductReferences(without, p) : without;
    change(next.products);
    if (next.ui !== files.ui) onChange('ui', next.ui);
    pick({ product: undefined });
    setRemoving(null);
  };
  /** Asks where the product is used first; a product nothing refers to only needs a yes. */
  const askRemove = (p: Product) => {
    if (whereUsed(files, p).lines.length) return setRemoving(p);
    if (window.confirm(fmt(text.removeConfirm, { product: p.label }))) remove(p, false);
  };

  return (
    <Stack spacing={4} sx={{ py: 3 }}>
      {removing && used && (
        <WhereUsedDialog
          product={removing.label || text.noLabel}
          lines={used.lines}
          byCode={used.byCode}
          onRemoveBoth={() => remove(removing, true)}
          onCancel={() => setRemoving(null)}
        />
      )}
      <Stack spacing={1.5} component="section" aria-labelledby="studio-cat-products">
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography id="studio-cat-products" component="h2" variant="h5">
            {text.products}
          </Typography>
          <Button
            size="sm"
            kind="outline"
            onClick={() => {
              const added = addProduct(
                file,
                product?.group ?? file.groups[0]?.id ?? '',
                text.newProduct,
              );
              change(added.file);
              pick({ product: added.key });
            }}
          >
            {text.addProduct}
          </Button>
        </Stack>
        <Box sx={{ display: 'grid', gridTemplateColumns: '320px minmax(0, 1fr)', gap: 3 }}>
          <ProductList
            file={file}
            selected={product?.key ?? null}
            problems={problems}
            onSelect={(key) => pick({ product: key })}
            onChange={change}
          />
          {product ? (
            <ProductDetail
              key={product.key}
              file={file}
              product={product}
              problems={problems}
              published={asProductsFile(activeFiles.products).products.some(
                (p) => p.key === product.key,
              )}
              onChange={change}
              onKeyChange={(key) => pick({ product: key })}
              onRemove={() => askRemove(product)}
              onDuplicate={() => {
                const copy = duplicateProduct(
                  file,
                  product.key,
                  fmt(text.copyLabel, { label: product.label }),
                );
                change(copy.file);
                pick({ product: copy.key });
              }}
            />
          ) : (
            <Typography color="text.secondary">{text.noProducts}</Typography>
          )}
        </Box>
      </Stack>
      <Stack spacing={1.5} component="section" aria-labelledby="studio-cat-families">
        <Typography id="studio-cat-families" component="h2" variant="h5">
          {text.families}
        </Typography>
        {familyKey ? (
          <FamilyEditor
            file={file}
            family={familyKey}
            problems={problems}
            onSelect={(family) => pick({ family })}
            onChange={change}
          />
        ) : (
          <Typography color="text.secondary">{text.noFamilies}</Typography>
        )}
      </Stack>
      <Stack spacing={1.5} component="section" aria-labelledby="studio-cat-groups">
        <Typography id="studio-cat-groups" component="h2" variant="h5">
          {text.groups}
        </Typography>
        <GroupTable file={file} problems={problems} onChange={change} />
      </Stack>
      <Stack spacing={1.5} component="section" aria-labelledby="studio-cat-general">
        <Typography id="studio-cat-general" component="h2" variant="h5">
          {text.general}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <DraftIntField
            file="products"
            pointer="/maxCartItems"
            problems={problems}
            label={text.maxCartItems}
            value={file.maxCartItems}
            onCommit={(maxCartItems) => change({ ...file, maxCartItems })}
            width={200}
          />
        </Box>
      </Stack>
    </Stack>
  );
}
