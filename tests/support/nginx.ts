import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));

/**
 * The reference balancer of docs/deploy.md in front of Déploia instances: round robin, no connection reuse towards
 * the instances (a draining one closes them anyway), a request an instance refused or dropped before answering goes
 * to the next one — only when it is idempotent, as nginx does by default — and event streams unbuffered.
 */
export function nginxConfig(options: { port: number; upstreams: number[]; prefix: string; runAsRoot: boolean }) {
  return `${options.runAsRoot ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${options.prefix}/nginx.pid;
error_log ${options.prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${options.prefix}/body;
  proxy_temp_path ${options.prefix}/proxy;
  fastcgi_temp_path ${options.prefix}/fastcgi;
  uwsgi_temp_path ${options.prefix}/uwsgi;
  scgi_temp_path ${options.prefix}/scgi;
  client_max_body_size 2g;
  upstream deploia {
${options.upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${options.port};
    location / {
      proxy_pass http://deploia;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Connection "";
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 1h;
      proxy_buffering off;
      proxy_request_buffering off;
    }
  }
}
`;
}

export interface Nginx {
  origin: string;
  output(): string;
  stop(): Promise<void>;
}

/** Starts Debian's nginx in the foreground with `nginxConfig`, in a temporary prefix removed on stop. */
export async function startNginx(options: { port: number; upstreams: number[] }): Promise<Nginx> {
  if (!nginxBinary) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const prefix = await mkdtemp(path.join(tmpdir(), 'deploia-nginx-'));
  await mkdir(path.join(prefix, 'logs'));
  const runAsRoot = process.getuid?.() === 0;
  await writeFile(path.join(prefix, 'nginx.conf'), nginxConfig({ ...options, prefix, runAsRoot }));
  const child: ChildProcess = spawn(nginxBinary, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    output = (output + chunk).slice(-4000);
  });
  const origin = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start-up:\n${output}`);
    const up = await fetch(`${origin}/healthz`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
