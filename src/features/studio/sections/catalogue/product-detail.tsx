import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Button } from '@/components/form/button';
import { Select } from '@/components/form/select';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { DraftIntField, DraftTextField } from '../../components/draft-fields';
import { developerOwnedNote, isDeveloperOwned } from '../../model/ownership';
import { fieldError, fieldId, pointerOf } from '../../model/problems';
import type { StudioProblem } from '../../model/studio-section';
import {
  productIndex,
  setFamily,
  updateProduct,
  type Product,
  type ProductOption,
  type ProductsFile,
} from './catalogue-model';
import { PriceTable } from './price-table';
const OPTION_NONE = '';

/** One product's fields and its prices (or, for a package, the family whose tiers price it). */
export function ProductDetail({
  file,
  product,
  problems,
  published,
  onChange,
  onKeyChange,
  onRemove,
  onDuplicate,
}: {
  file: ProductsFile;
  product: Product;
  problems: readonly StudioProblem[];
  /** The product is in the active version: its developer-owned fields (type, option) are fixed. */
  published: boolean;
  onChange: (next: ProductsFile) => void;
  onKeyChange: (key: string) => void;
  /** Staff asked to remove the product (the section asks where it is used first). */
  onRemove: () => void;
  /** Staff asked for a copy of the product as a starting point. */
  onDuplicate: () => void;
}) {
  const text = useConfig(messages.studio).catalogue;

  const i = productIndex(file, product.key);
  const at = (...path: (string | number)[]) => pointerOf('products', i, ...path);
  const patch = (p: Partial<Product>) => onChange(updateProduct(file, product.key, p));
  const base = { file: 'products', problems };
  const selectError = (name: string) => fieldError(problems, 'products', at(name));
  const objectError = fieldError(problems, 'products', at());
  // A new product still sets its type and option; once published, they are the code's.
  const fixed = (name: string) => published && isDeveloperOwned('products', at(name));
  const families = Object.entries(file.packageFamilies);

  return (
    <Stack
      spacing={2}
      component="section"
      aria-label={fmt(text.detailOf, { product: product.label })}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography component="h3" variant="h6">
          {product.label || text.noLabel}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button size="sm" kind="outline" onClick={onDuplicate}>
            {text.duplicateProduct}
          </Button>
          <Button size="sm" kind="danger-outline" onClick={onRemove}>
            {text.removeProduct}
          </Button>
        </Stack>
      </Stack>
      {objectError && <Alert severity="error">{objectError}</Alert>}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 2 }}>
        <DraftTextField
          {...base}
          pointer={at('label')}
          label={text.label}
          value={product.label}
          onCommit={(label) => patch({ label })}
        />
        <DraftTextField
          {...base}
          pointer={at('key')}
          label={text.key}
          helperText={text.keyHelp}
          commitOn="blur"
          value={product.key}
          onCommit={(key) => {
            patch({ key });
            onKeyChange(key);
          }}
        />
        <DraftIntField
          {...base}
          pointer={at('type')}
          label={text.type}
          helperText={text.typeHelp}
          readOnly={fixed('type')}
          commitOn="blur"
          value={product.type}
          onCommit={(type) => patch({ type })}
        />
        <Select
          id={fieldId('products', at('group'))}
          label={text.group}
          value={product.group}
          placeholder={false}
          options={file.groups.map((g) => ({ value: g.id, label: g.label }))}
          onChange={(group) => patch({ group })}
          error={selectError('group') !== undefined}
          helperText={selectError('group')}
        />
        <DraftIntField
          {...base}
          pointer={at('defaultDay')}
          label={text.defaultDay}
          value={product.defaultDay}
          onCommit={(defaultDay) => patch({ defaultDay })}
        />
        <DraftIntField
          {...base}
          pointer={at('defaultQuantity')}
          label={text.defaultQuantity}
          value={product.defaultQuantity}
          onCommit={(defaultQuantity) => patch({ defaultQuantity })}
        />
        <Select
          id={fieldId('products', at('option'))}
          label={text.option}
          value={product.option ?? OPTION_NONE}
          placeholder={false}
          options={[
            { value: OPTION_NONE, label: text.optionNone },
            ...Object.entries(file.options).map(([value, label]) => ({ value, label })),
          ]}
          onChange={(v) => patch({ option: v === OPTION_NONE ? null : (v as ProductOption) })}
          disabled={fixed('option')}
          error={selectError('option') !== undefined}
          helperText={selectError('option') ?? (fixed('option') ? developerOwnedNote() : undefined)}
        />
        <Select
          id={fieldId('products', at('family'))}
          label={text.family}
          value={product.family ?? ''}
          placeholder={false}
          options={[
            { value: '', label: text.familyNone },
            ...families.map(([value, f]) => ({ value, label: f.label })),
          ]}
          onChange={(v) => onChange(setFamily(file, product.key, v || undefined))}
          error={selectError('family') !== undefined}
          helperText={selectError('family')}
        />
      </Box>
      <Typography component="h4" sx={{ fontWeight: 700 }}>
        {text.prices}
      </Typography>
      {product.family ? (
        <Alert severity="info">
          {fmt(text.familyPriced, {
            family: file.packageFamilies[product.family]?.label ?? product.family,
          })}
        </Alert>
      ) : (
        <PriceTable
          file={file}
          product={product}
          index={i}
          problems={problems}
          onChange={onChange}
        />
      )}
    </Stack>
  );
}
