import { parseArgs } from 'node:util';
import { createFakeAccount } from './fake.account';
import { startFakeMoysklad } from './fake.server';

/**
 * Runs the fake МойСклад standalone (the browser suite, `npm start` demos):
 *   npm run moysklad:fake -- --port 4010 --products 60 --retail-stores 3 --sale-positions 300 --token fake-token
 * Prints the API root to give the app as MOYSKLAD_API_URL; stops on Ctrl+C.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    products: { type: 'string', default: '60' },
    'retail-stores': { type: 'string', default: '3' },
    'sale-positions': { type: 'string', default: '300' },
    days: { type: 'string', default: '60' },
    seed: { type: 'string', default: '1' },
    token: { type: 'string', default: 'fake-token' },
    'latency-ms': { type: 'string', default: '0' },
    'no-rate-limit': { type: 'boolean', default: false },
  },
});

const number = (name: keyof typeof values) => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number`);
  return n;
};

const started = performance.now();
const account = createFakeAccount({
  products: number('products'),
  retailStores: number('retail-stores'),
  salePositions: number('sale-positions'),
  days: number('days'),
  seed: number('seed'),
});
const fake = await startFakeMoysklad({
  account,
  port: number('port'),
  host: values.host,
  token: values.token,
  latencyMs: number('latency-ms'),
  rateLimit: values['no-rate-limit'] ? false : undefined,
});
const origin = new URL(fake.apiUrl).origin;
console.log(`Fake МойСклад ready in ${Math.round(performance.now() - started)} ms`);
console.log(`  MOYSKLAD_API_URL=${fake.apiUrl}`);
console.log(`  token: the --token value${values.token === 'fake-token' ? ' (fake-token)' : ''}`);
console.log(
  `  ${account.products.size} products, ${account.stores.size} stores, ${account.demands.size} retail sales`,
);
console.log(`  control: ${origin}/control/account, ${origin}/control/requests`);

const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
