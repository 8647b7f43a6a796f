import { settleAfterResponse } from '@/lib/server/tasks/after-response';

// Route handlers called outside a request scope run their after-response work (a sign-in link mail, a
// machine pre-fill) detached. Left running past its test it logs after the file is done, which Jest
// reports by failing the whole run with every test green: each test waits for what it started.
afterEach(() => settleAfterResponse());
