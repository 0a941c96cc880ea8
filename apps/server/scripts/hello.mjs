// The benchmark's baseline: a bare Fastify answering {"hello":"world"} on a free port of 127.0.0.1.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`ready at http://127.0.0.1:${app.server.address().port}/`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
