// The brands the browser tests run side by side: alef (the default, no terms page) and watad (terms page).
export const brandServers = {
  alef: { brand: 'alef', port: 3100, url: 'http://127.0.0.1:3100' },
  watad: { brand: 'watad', port: 3101, url: 'http://127.0.0.1:3101' },
} as const;
