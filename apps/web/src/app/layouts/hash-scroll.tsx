import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { HASH_SCROLL_OFFSET_PX } from '@alvorada/contracts';

/** Scrolls to the element named by the URL hash, leaving room for the sticky navbar. */
export function HashScroll() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX });
  }, [hash, pathname]);
  return null;
}
