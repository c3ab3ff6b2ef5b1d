import { spawn } from 'node:child_process';

// `npm run dev`: the API on 3000 (watching its sources) and Vite on 5173 proxying API paths to it.
const children = [
  spawn('node', ['--import', 'tsx', '--watch', 'apps/api/src/server.ts'], { stdio: 'inherit', env: process.env }),
  spawn('npm', ['run', 'dev', '-w', '@iot/web'], { stdio: 'inherit', env: process.env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => code && code !== 0 && stop()));
