/**
 * The project's nginx configuration (deploy/nginx) laid out in a folder as the nginx image
 * lays it out, for Debian's nginx on loopback: each template rendered into conf.d/ (envsubst
 * of the variables given), snippets/ beside nginx.conf, and an nginx.conf like the image's
 * with its temporary files in the folder. The cluster test (scripts/cluster/stack.mjs) and
 * the benchmark's page mix behind nginx (bench/lib/pages.mjs) run the site through it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
const DEPLOY = path.join(ROOT, 'deploy', 'nginx');

/**
 * The variables the image's entrypoint substitutes in the templates.
 * @typedef {{
 *   CMS_UPSTREAM: string,
 *   WEB_UPSTREAM: string,
 *   NGINX_RESOLVER: string,
 *   STATIC_ROOT: string,
 *   NGINX_PORT: string,
 *   PANEL_NGINX_PORT: string,
 * }} TemplateValues
 */

/**
 * Renders a template as the nginx image does (envsubst of the variables it is given).
 * @param {string} template
 * @param {Record<string, string>} values
 */
export function renderTemplate(template, values) {
  const rendered = template.replace(/\$\{([A-Z_]+)\}/g, (match, name) => values[name] ?? match);
  const missing = rendered.match(/\$\{[A-Z_]+\}/);
  if (missing) throw new Error(`No value for ${missing[0]} in the nginx template`);
  return rendered;
}

/**
 * Writes the configuration into `dir` (which must exist) and has nginx check it; answers
 * the arguments that run nginx on it in the foreground. `conf` adds files to conf.d/ (the
 * cluster's upstream groups); `http` adds directives to the http block, ahead of conf.d/.
 * @param {{
 *   dir: string,
 *   values: TemplateValues,
 *   conf?: Record<string, string>,
 *   http?: string[],
 *   workerProcesses?: number | 'auto',
 *   workerConnections?: number,
 * }} options
 * @returns {string[]}
 */
export function writeNginxConfig({
  dir,
  values,
  conf = {},
  http = [],
  workerProcesses = 'auto',
  workerConnections = 1024,
}) {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx)');
  // nginx's workers run as an unprivileged user when it is started as root.
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, 'conf.d'));
  cpSync(path.join(DEPLOY, 'snippets'), path.join(dir, 'snippets'), { recursive: true });
  for (const file of readdirSync(path.join(DEPLOY, 'templates'))) {
    const template = readFileSync(path.join(DEPLOY, 'templates', file), 'utf8');
    writeFileSync(path.join(dir, 'conf.d', file.replace(/\.template$/, '')), renderTemplate(template, values));
  }
  for (const [file, text] of Object.entries(conf)) writeFileSync(path.join(dir, 'conf.d', file), text);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, temp));
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes ${workerProcesses};
error_log ${dir}/error.log error;
events { worker_connections ${workerConnections}; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${http.map((line) => `  ${line}\n`).join('')}  include conf.d/*.conf;
}
`,
  );
  const args = [
    '-p',
    dir,
    '-e',
    path.join(dir, 'error.log'),
    '-c',
    path.join(dir, 'nginx.conf'),
    '-g',
    `daemon off; pid ${dir}/nginx.pid;`,
  ];
  const check = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);
  return args;
}

/**
 * Starts nginx in the foreground on the arguments writeNginxConfig answered; its master
 * process is the child, its workers the child's children.
 * @param {string[]} args
 */
export function startNginx(args) {
  return spawn(/** @type {string} */ (NGINX), args, { stdio: 'inherit' });
}
