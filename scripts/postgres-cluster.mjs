// A throw-away PostgreSQL 15 cluster for the server suite: initdb into a temp dir, start it on a free
// port (socket in the same dir, only on 127.0.0.1, fsync off), and stop and delete it again. As root the
// server runs as the `postgres` user (PostgreSQL refuses to run as root); otherwise as the current user.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const POSTGRES_BIN = process.env.POSTGRES_BIN || '/usr/lib/postgresql/15/bin';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function userIds(name) {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * Starts a cluster; returns `{ url, stop }` where `url` is the admin URL (user postgres, database
 * postgres) and `stop()` (synchronous, safe to call twice) stops the server and removes its directory.
 * Throws an Error whose message says why when PostgreSQL cannot be started.
 */
export async function startPostgresCluster() {
  const initdb = path.join(POSTGRES_BIN, 'initdb');
  const pgCtl = path.join(POSTGRES_BIN, 'pg_ctl');
  if (!fs.existsSync(initdb)) throw new Error(`${initdb} is missing`);
  const root = process.getuid?.() === 0;
  const owner = root ? userIds('postgres') : undefined;
  if (root && !owner) throw new Error('running as root, but there is no `postgres` user to run it');
  // As root, run as postgres; `runuser` keeps the environment small and needs no password.
  const as = (command, args) =>
    root
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], {
          encoding: 'utf8',
          cwd: os.tmpdir(),
        })
      : spawnSync(command, args, { encoding: 'utf8' });

  // Short path: the socket file (`DIR/.s.PGSQL.PORT`) must fit in 107 bytes. As root, /tmp rather than
  // TMPDIR, which may sit under a home directory the postgres user cannot enter.
  const dir = fs.mkdtempSync(path.join(root ? '/tmp' : os.tmpdir(), 'pgtest-'));
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  const init = as(initdb, [
    '-D',
    dir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  if (init.status !== 0) {
    remove();
    throw new Error(`initdb failed:\n${init.stderr || init.stdout}`);
  }
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    // Every test app opens a pool of up to 10 connections; test files run side by side.
    '-c max_connections=300',
  ].join(' ');
  // -l: the server's log goes to a file, so nothing keeps this process's output open.
  const start = as(pgCtl, [
    '-D',
    dir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    options,
    'start',
  ]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    as(pgCtl, ['-D', dir, '-m', 'immediate', '-w', 'stop']);
    remove();
  };
  if (start.status !== 0) {
    let log = '';
    try {
      log = fs.readFileSync(path.join(dir, 'server.log'), 'utf8');
    } catch {
      // no log written
    }
    stop();
    throw new Error(`pg_ctl start failed:\n${start.stderr || start.stdout}\n${log}`);
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, stop };
}
