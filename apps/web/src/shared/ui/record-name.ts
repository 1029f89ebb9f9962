import { useEffect } from 'react';
import { createStore } from '@/shared/storage/store.ts';
import { useStore } from '@/shared/storage/use-store.ts';

/** The title of the page header on screen: on a record's page, the record's name. */
const recordName = createStore<string | null>(null);

/** Publishes `name` while the calling header is mounted. */
export function usePublishRecordName(name: string) {
  useEffect(() => {
    recordName.set(name);
    return () => recordName.set((current) => (current === name ? null : current));
  }, [name]);
}

/** What the header on screen names, for the breadcrumbs to end in. */
export const useRecordName = () => useStore(recordName);
