import { z } from 'zod';

// Apart from client.ts, which every page loads: see `unreadAnswer` there.
export const unreadAnswerSchema = z.unknown();
