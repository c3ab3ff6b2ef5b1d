// The first of main.tsx's turns: Preact, which everything after it renders with ('react-dom/client'
// resolves to Preact's compatibility layer: apps/web/preact-aliases.ts).
export { createRoot, hydrateRoot } from 'react-dom/client';
