// One of main.tsx's turns: zod's core, which the next turn's schemas are built with.
export { $constructor } from 'zod/v4/core';
