import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SAVE_CODE_IN_MAIL } from '../helpers/save-code-mail';

/**
 * security.md, Integrity: 'a saved step is durable once the API has answered success'. The real
 * server (node --import tsx server/main.ts) runs on a PGlite data directory, is killed with SIGKILL right after a
 * save answered, and a new process on the same directory must find the save.
 */

const root = mkdtempSync(path.join(tmpdir(), 'openenroll-durability-'));
const dataDir = path.join(root, 'data');
let child: ChildProcess | null = null;

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  // node itself with tsx's loader: the tsx CLI would fork a child that a SIGKILL of the CLI leaves running.
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STATIC_DIR: path.join(root, 'no-spa'),
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) return proc;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

function client(port: number) {
  let token: string | null = null;
  const call = async <T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as { status: string; data: T };
    if (json.status !== 'success') throw new Error(`${url}: ${JSON.stringify(json)}`);
    return json.data;
  };
  return { call, useToken: (t: string) => void (token = t) };
}

function kill(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    proc.once('exit', () => resolve());
    proc.kill('SIGKILL');
  });
}

describe('a save acknowledged is a save kept', () => {
  it('survives SIGKILL right after the answer: the step data and the save-later code', async () => {
    const port = await freePort();
    child = await startServer(port);
    const api = client(port);
    const { token } = await api.call<{ token: string }>('GET', 'get-default-info');
    api.useToken(token);
    const { temp_enrollment_id: id } = await api.call<{ temp_enrollment_id: string }>(
      'POST',
      'add-filter-for-new-user',
      {
        zip: '30301',
        dob: '04/02/1980',
        gender: '1',
        tier: 'IO',
        eprocess: 'applicant',
      },
    );
    await api.call('POST', 'save-personal-info', {
      enrollment_id: id,
      first_name: 'Durable',
      last_name: 'Diaz',
      marital_status: '1',
      ssn: '123-45-6789',
    });
    await api.call('POST', 'save-enrollment', {
      enrollment_id: id,
      email: 'durable@mail.com',
      tab: 'contact_info',
      data: { city: 'Atlanta' },
    });
    await kill(child);
    // The old process is really gone: nothing answers on its port any more.
    await expect(fetch(`http://127.0.0.1:${port}/api/v1/health`)).rejects.toThrow();

    child = await startServer(port);
    const fields = await api.call<{ result: Array<{ field_name: string; value: unknown }> }>(
      'GET',
      `get-form-fields-personal-info?enrollment_id=${id}`,
    );
    expect(fields.result.find((f) => f.field_name === 'first_name')?.value).toBe('Durable');
    const outbox = await api.call<{ result: Array<{ to: string; text: string }> }>('GET', 'outbox');
    const code = SAVE_CODE_IN_MAIL.exec(outbox.result.find((m) => m.to === 'durable@mail.com')?.text ?? '')?.[1];
    expect(code).toBeDefined();
    const resumed = await api.call<{ result: { enrollment_id: string; saved_tab: string } }>(
      'POST',
      'continue-enrollment',
      { code, email: 'durable@mail.com' },
    );
    expect(resumed.result).toMatchObject({ enrollment_id: id, saved_tab: 'contact_info' });
  }, 240_000);
});
