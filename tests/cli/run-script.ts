/** Runs a Node script of the project to completion, for the CLI tests: its exit code and what it printed. */
import { spawn } from 'node:child_process';

export interface ScriptRun {
  code: number | null;
  out: string;
  err: string;
}

export function runScript(script: string, args: readonly string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: options.cwd, env: options.env ?? process.env });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, out, err }));
  });
}
