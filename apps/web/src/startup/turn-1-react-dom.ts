// The first of main.tsx's turns: React DOM, which everything after it renders with.
export { createRoot, hydrateRoot } from 'react-dom/client';
