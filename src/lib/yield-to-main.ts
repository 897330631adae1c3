/**
 * Resolves in a task of its own, after the browser has had the chance to handle input, run other
 * tasks and paint: `scheduler.yield()` where the browser has it, else a message-channel task (not
 * throttled like timers in a background tab). Work that follows an await of it no longer lengthens
 * the task that started it.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
