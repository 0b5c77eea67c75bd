// The floor for the footprint bench: a bare express "hello" process. Says its port on stdout.
import express from 'express';

const app = express();
app.get('/', (_req, res) => void res.send('hello'));
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(server.address().port);
});
