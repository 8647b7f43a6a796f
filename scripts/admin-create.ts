// npm run admin:create -- --email E --name N   (password from a prompt, or from stdin when piped)
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { getConfig } from '@/lib/config';
import { closeDb, getDbHandle } from '@/lib/server/db/client';
import { createAdmin, AdminAccountError } from '@/lib/server/auth';

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Hide what is typed: readline echoes through _writeToOutput, which we silence after the prompt.
  const out = rl as unknown as { _writeToOutput: (s: string) => void };
  const prompt = 'Password: ';
  const answer = new Promise<string>((resolve) => rl.question(prompt, resolve));
  out._writeToOutput = (s: string) => {
    if (s.startsWith(prompt)) process.stdout.write(prompt);
  };
  const password = await answer;
  rl.close();
  process.stdout.write('\n');
  return password;
}

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' } },
  });
  if (!values.email || !values.name) {
    console.error('usage: npm run admin:create -- --email you@example.com --name "Your Name"');
    process.exit(2);
  }
  const config = getConfig();
  const password = (await readPassword()).trim();
  const handle = await getDbHandle();
  if (config.embedded) await handle.migrate();
  const admin = await createAdmin(handle.db, { email: values.email, name: values.name, password });
  console.info(`created admin ${admin.email} (${admin.id})`);
  await closeDb();
}

main().catch((err) => {
  const message = err instanceof AdminAccountError || err instanceof Error ? err.message : String(err);
  console.error(`admin:create failed: ${message}`);
  process.exit(1);
});
