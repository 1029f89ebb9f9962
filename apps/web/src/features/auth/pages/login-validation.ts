import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@alvorada/contracts';

export const loginResolver = zodResolver(loginSchema);
