/**
 * Debian's nginx with the repository's own site (deploy/nginx), run unprivileged-style from a
 * folder of its own: its ports, instances, certificate and cache filled in, everything else as
 * written. The system's nginx and its configuration are never touched.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/pair.mjs';

const NGINX_BINARIES = ['/usr/sbin/nginx', '/usr/bin/nginx'];
const SITE_CONF = path.join(repoRoot, 'deploy/nginx/kodewerk.conf');
const PROXY_SNIPPET = path.join(repoRoot, 'deploy/nginx/kodewerk-proxy.conf');

/** Where Debian's nginx is, or undefined when it is not installed. */
export const nginxBinary = () => NGINX_BINARIES.find((file) => existsSync(file));

/** Replaces `from` by `to` everywhere, and fails when the configuration no longer holds `from`. */
const fill = (text, from, to) => {
  if (!text.includes(from)) throw new Error(`deploy/nginx/kodewerk.conf no longer holds "${from}"`);
  return text.replaceAll(from, to);
};

/**
 * The site of deploy/nginx/kodewerk.conf with the test's values: the instances' ports, the
 * listening ports on the loopback (IPv4 only), the certificate, the cache folder and the snippet.
 */
const fillSiteConf = (text, { folder, httpPort, tlsPort, api, site, cert, key }) => {
  let conf = text;
  conf = fill(conf, '127.0.0.1:3001', `127.0.0.1:${api[0]}`);
  conf = fill(conf, '127.0.0.1:3002', `127.0.0.1:${api[1]}`);
  conf = fill(conf, '127.0.0.1:3000', `127.0.0.1:${site[0]}`);
  conf = fill(conf, '127.0.0.1:3010', `127.0.0.1:${site[1]}`);
  conf = fill(conf, 'listen 80;', `listen 127.0.0.1:${httpPort};`);
  conf = fill(conf, 'listen 443 ssl', `listen 127.0.0.1:${tlsPort} ssl`);
  conf = conf.replace(/^\s*listen \[::\]:.*$/gm, '');
  conf = fill(conf, '/var/cache/nginx/kodewerk', path.join(folder, 'cache'));
  conf = fill(conf, '/etc/ssl/kodewerk/fullchain.pem', cert);
  conf = fill(conf, '/etc/ssl/kodewerk/privkey.pem', key);
  conf = fill(conf, '/etc/nginx/snippets/kodewerk-proxy.conf', PROXY_SNIPPET);
  return fill(conf, '/var/www/html', folder);
};

/**
 * The main configuration around the site, as Debian's /etc/nginx/nginx.conf holds it, with
 * every path in `folder` and an access log that names the instance each request went to.
 */
const mainConf = (folder) => `daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
    default_type application/octet-stream;
    log_format layout '$msec|$request_id|$status|$request_method|$upstream_addr|$upstream_status|$upstream_connect_time';
    access_log ${folder}/access.log layout;
    client_body_temp_path ${folder}/temp/body;
    proxy_temp_path ${folder}/temp/proxy;
    fastcgi_temp_path ${folder}/temp/fastcgi;
    uwsgi_temp_path ${folder}/temp/uwsgi;
    scgi_temp_path ${folder}/temp/scgi;
    include ${folder}/kodewerk.conf;
}
`;

/** A self-signed certificate for both names, made with the openssl command. */
const makeCertificate = (folder, names) => {
  const cert = path.join(folder, 'fullchain.pem');
  const key = path.join(folder, 'privkey.pem');
  const made = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${names[0]}`],
      ...['-addext', `subjectAltName=${names.map((name) => `DNS:${name}`).join(',')}`],
      ...['-keyout', key, '-out', cert],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return { cert, key };
};

/**
 * The site with the instance on `port` marked `down` (nginx sends it nothing) or not, as an
 * operator edits it before and after restarting that instance (docs/operations.md).
 */
export const markDown = (text, port, down) => {
  const line = new RegExp(`^(\\s*server 127\\.0\\.0\\.1:${port}\\b[^;]*?)( down)?;`, 'm');
  if (!line.test(text)) throw new Error(`the nginx configuration has no server 127.0.0.1:${port}`);
  return text.replace(line, `$1${down ? ' down' : ''};`);
};

/** The worker processes of the nginx master `pid`: pid and title ("nginx: worker process[ is shutting down]"). */
const workersOf = async (pid) => {
  const workers = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent !== pid) continue;
      const title = (await readFile(`/proc/${entry}/cmdline`, 'utf8')).replaceAll('\0', ' ').trim();
      if (title.startsWith('nginx: worker process')) workers.push({ pid: Number(entry), title });
    } catch {
      // The process ended while it was read.
    }
  }
  return workers;
};

const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Starts nginx from `folder` in front of the `api` and `site` ports, listening on `httpPort` and
 * `tlsPort`. `names` are the server names of the site and the API block. Resolves once it listens.
 */
export const startNginx = async ({ folder, httpPort, tlsPort, api, site, names }) => {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed (apt-get install nginx)');
  // Run as root, nginx's workers are nobody: they must reach the cache and the temporary files.
  await chmod(folder, 0o755);
  for (const sub of ['cache', 'temp']) {
    await mkdir(path.join(folder, sub), { recursive: true });
    await chmod(path.join(folder, sub), 0o777);
  }
  const { cert, key } = makeCertificate(folder, names);
  const siteFile = path.join(folder, 'kodewerk.conf');
  let siteText = fillSiteConf(await readFile(SITE_CONF, 'utf8'), {
    folder,
    httpPort,
    tlsPort,
    api,
    site,
    cert,
    key,
  });
  await writeFile(siteFile, siteText);
  const conf = path.join(folder, 'nginx.conf');
  await writeFile(conf, mainConf(folder));
  const args = ['-p', folder, '-c', conf];
  const checked = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx -t refused the configuration:\n${checked.stderr}`);

  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk.toString();
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let tries = 0; !(await listening(tlsPort)); tries++) {
    if (child.exitCode !== null || tries > 100) throw new Error(`nginx did not start:\n${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  /**
   * Marks the instance on `port` down (or back up) and reloads nginx (`nginx -s reload`), resolving
   * once the reload took effect: a worker of the new configuration runs and every worker of the old
   * one has finished its requests and exited, so no connection of nginx to a `down` instance is left.
   */
  const setDown = async (port, down) => {
    siteText = markDown(siteText, port, down);
    await writeFile(siteFile, siteText);
    const tested = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
    if (tested.status !== 0) throw new Error(`nginx -t refused the configuration:\n${tested.stderr}`);
    const before = new Set((await workersOf(child.pid)).map((worker) => worker.pid));
    const reloaded = spawnSync(binary, [...args, '-s', 'reload'], { encoding: 'utf8' });
    if (reloaded.status !== 0) throw new Error(`nginx -s reload failed:\n${reloaded.stderr}`);
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const workers = await workersOf(child.pid);
      if (
        workers.some((worker) => !before.has(worker.pid)) &&
        !workers.some((worker) => before.has(worker.pid))
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`nginx's workers of the configuration before the reload did not exit within 30 s`);
  };
  return {
    cert,
    setDown,
    accessLog: path.join(folder, 'access.log'),
    errorLog: path.join(folder, 'error.log'),
    /** Stops nginx, letting its workers finish what they serve (SIGQUIT). */
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
};
