import { z } from 'zod';
import './zod-config.ts';

/** An e-mail address as accounts and messages take it. */
export const email = z.email({ message: 'invalid_email' }).max(200);
