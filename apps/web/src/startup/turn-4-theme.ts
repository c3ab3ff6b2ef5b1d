// One of main.tsx's turns: MUI's styling engine with emotion, and the themes.
export { createEmotionCaches } from '../lib/theme.ts';
