import { useEffect, useState } from 'react';
import { uiConfig } from '@/generated/config/ui';
import { readConfig } from '@/lib/config';

function createLayer(): HTMLElement {
  const el = document.createElement('div');
  el.dataset.toastLayer = '';
  Object.assign(el.style, {
    position: 'fixed',
    top: '0',
    left: '0',
    zIndex: String(readConfig(uiConfig).modal.toastZ),
  });
  return el;
}

/**
 * The element toasts render into: a child of <body> above every modal (modals use 1001–2001+,
 * the toast layer `uiConfig.modal.toastZ`), so a validation toast raised from an open dialog is
 * read on top of its dimmed backdrop.
 *
 * An opening MUI modal marks every other child of <body> aria-hidden, which would also silence
 * the toasts for screen readers; the toast layer is not background content, so it drops that
 * attribute whenever it is set.
 */
export function useToastLayer(): HTMLElement {
  const [layer] = useState(createLayer);
  useEffect(() => {
    document.body.appendChild(layer);
    const observer = new MutationObserver(() => {
      if (layer.hasAttribute('aria-hidden')) layer.removeAttribute('aria-hidden');
    });
    observer.observe(layer, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => {
      observer.disconnect();
      layer.remove();
    };
  }, [layer]);
  return layer;
}
