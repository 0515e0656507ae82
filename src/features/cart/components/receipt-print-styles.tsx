import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * Print CSS of the receipt page: only the receipt itself goes to paper. The portal's header,
 * menus and footer, and the page's buttons and forms (marked data-noprint), are left out; the
 * receipt takes the page's width, in black on white.
 */
export function ReceiptPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'header, nav, footer, [role="banner"], [role="navigation"], [role="contentinfo"], [data-noprint]':
            { display: 'none !important' },
          body: { background: '#fff !important', color: '#000' },
          '[data-receipt]': {
            border: 'none !important',
            padding: '0 !important',
            maxWidth: 'none',
          },
          '@page': { size: 'A4', margin: '15mm' },
        },
      }}
    />
  );
}
