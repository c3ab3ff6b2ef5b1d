import { z } from 'zod';
import { supportedLanguageCodes, type LanguageOption } from './languages.ts';

/** The schemas of languages.ts's codes and menu options (kept apart from it: see there). */
export const languageSchema = z.enum(supportedLanguageCodes);

export const languageOptionSchema = z.object({
  code: z.string().min(2).max(8),
  label: z.string().min(1).max(40),
}) satisfies z.ZodType<LanguageOption>;
