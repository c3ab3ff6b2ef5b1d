// main.tsx's last turn: the routes, texts and query client, and the start itself.
export { startApp } from '../start-app.tsx';
