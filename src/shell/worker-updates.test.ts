import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SW_UPDATE_WINDOW_MS, SW_WAITING_TIMEOUT_MS } from './worker-updates.ts';
import { SKIP_WAITING } from '../contract/worker-protocol.ts';
import { acceptUpdate, throttledUpdate, watchForWaitingWorker } from './worker-updates.ts';

/** A service worker as the page sees it: a state that changes, and messages. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
  /** The browser found a new worker script and installs it. */
  found(worker = new FakeWorker()) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }
  /** It installed; unless it takes over by itself, it waits. */
  installed(worker: FakeWorker) {
    this.installing = null;
    this.waiting = worker;
    worker.moveTo('installed');
  }
}

const watch = (registration: FakeRegistration, controlled = true) => {
  const offered: unknown[] = [];
  watchForWaitingWorker(
    registration as unknown as ServiceWorkerRegistration,
    () => controlled,
    (worker) => offered.push(worker),
  );
  return offered;
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('watchForWaitingWorker', () => {
  it("offers the reload when a new worker still waits the spec's waiting timeout after installing", () => {
    const registration = new FakeRegistration();
    const offered = watch(registration);
    const worker = registration.found();
    registration.installed(worker);
    vi.advanceTimersByTime(SW_WAITING_TIMEOUT_MS - 1);
    expect(offered).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(offered).toEqual([worker]);
  });

  it('does not ask when the new worker takes over by itself within the waiting timeout', () => {
    const registration = new FakeRegistration();
    const offered = watch(registration);
    const worker = registration.found();
    registration.installed(worker);
    registration.waiting = null;
    worker.moveTo('activating');
    vi.advanceTimersByTime(SW_WAITING_TIMEOUT_MS);
    expect(offered).toEqual([]);
  });

  it('does not ask for the first worker of a page no worker controls', () => {
    const registration = new FakeRegistration();
    const offered = watch(registration, false);
    registration.installed(registration.found());
    vi.advanceTimersByTime(SW_WAITING_TIMEOUT_MS);
    expect(offered).toEqual([]);
  });

  it('offers at once a worker that was already waiting, and follows one already installing', () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    expect(watch(registration)).toEqual([registration.waiting]);

    const installing = new FakeRegistration();
    const worker = (installing.installing = new FakeWorker());
    const offered = watch(installing);
    installing.installed(worker);
    vi.advanceTimersByTime(SW_WAITING_TIMEOUT_MS);
    expect(offered).toEqual([worker]);
  });
});

describe('throttledUpdate', () => {
  it('asks the host at most once per update window, registering counting as the first', async () => {
    const registration = new FakeRegistration();
    let now = 1000;
    const update = throttledUpdate(registration as unknown as ServiceWorkerRegistration, () => now);
    update();
    expect(registration.update).not.toHaveBeenCalled();
    now += SW_UPDATE_WINDOW_MS;
    update();
    update();
    expect(registration.update).toHaveBeenCalledTimes(1);
    now += SW_UPDATE_WINDOW_MS - 1;
    update();
    expect(registration.update).toHaveBeenCalledTimes(1);
    now += 1;
    registration.update.mockRejectedValueOnce(new TypeError('Failed to fetch')); // offline: no uncaught error
    update();
    expect(registration.update).toHaveBeenCalledTimes(2);
    await vi.runAllTimersAsync();
  });
});

describe('acceptUpdate', () => {
  it('tells the waiting worker to take over and reloads once it controls the page', () => {
    const worker = new FakeWorker();
    const container = new EventTarget();
    const reload = vi.fn();
    acceptUpdate(worker as unknown as ServiceWorker, container, reload);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
