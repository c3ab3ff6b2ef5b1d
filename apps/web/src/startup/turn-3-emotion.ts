// One of main.tsx's turns: emotion, the style engine MUI draws with.
export { CacheProvider } from '@emotion/react';
export { default as styled } from '@emotion/styled';
