import { systemLocale } from '../http/locale.ts';
import { translate } from '../http/messages.ts';
import { DataDirLockedError } from './data-dir.ts';

/** For command-line entry points: a data directory held by another process ends this one, saying which. */
export async function exitWhenDataDirLocked<T>(opening: Promise<T>): Promise<T> {
  try {
    return await opening;
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(translate('data_dir_locked', systemLocale(), { dir: err.dir, pid: err.pid }));
    process.exit(1);
  }
}
