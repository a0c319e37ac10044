/** A running fake: the environment that points the product at it, and how to stop it. */
export interface RunningFake {
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A fake that `npm run demo` starts before the product (listed in `registry.ts`). */
export interface DemoFake {
  name: string;
  start(): Promise<RunningFake>;
}
