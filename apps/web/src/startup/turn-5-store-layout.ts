// One of main.tsx's turns: the storefront's header and footer, with the MUI components they draw.
export { StoreLayout } from '../app/store-layout.tsx';
