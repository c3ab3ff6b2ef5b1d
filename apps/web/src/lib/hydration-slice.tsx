import { Component, Suspense, useId, useState, type ReactNode } from 'react';
import { nextTask } from './next-task.ts';

/**
 * Hydration in slices (issue 12: total blocking time). Preact hydrates a page in one task, and at
 * Lighthouse's 4× slowdown a storefront page's was 600 to 1,000 ms. A part of the page wrapped in
 * `HydrationSlice` is hydrated in a task of its own: while the page hydrates it suspends once, Preact
 * keeps the server's markup of a suspended part where it stands (preact/compat's Suspense during
 * hydration), and the part is hydrated when its turn comes, one slice per task, outermost first.
 * After hydration a slice is a plain wrapper.
 *
 * A slice's children must draw exactly one element: Preact keeps the first node of a suspended part,
 * and a part that drew none or several would claim its neighbours' markup.
 */

type Gate = { promise: Promise<void>; open: boolean };

let hydrating = false;
const waiting: Array<() => void> = [];
let whenDone: Promise<void> = Promise.resolve();

/** A gate that opens in a later task, after the gates asked for before it. */
function gate(): Gate {
  const entry: Gate = { open: false, promise: Promise.resolve() };
  entry.promise = new Promise<void>((resolve) =>
    waiting.push(() => {
      entry.open = true;
      resolve();
    }),
  );
  return entry;
}

async function openGates(): Promise<void> {
  // Opening a gate renders its slice in that task's microtasks, which queues the slices inside it;
  // the next task finds them.
  for (;;) {
    await nextTask();
    const open = waiting.shift();
    if (!open) break;
    open();
  }
  hydrating = false;
}

/**
 * Runs `hydrate` with the slices it meets deferred, and resolves once every slice, those found
 * inside slices included, has been hydrated.
 */
export function hydrateInSlices(hydrate: () => void): Promise<void> {
  hydrating = true;
  whenDone = openGates();
  hydrate();
  return whenDone;
}

let lastTask: Promise<void> = Promise.resolve();

/** Resolves in a task after hydration, after the tasks asked for before. */
export function afterHydration(): Promise<void> {
  lastTask = Promise.all([lastTask, whenDone]).then(nextTask);
  return lastTask;
}

/** Resolves once the page has been hydrated in full. */
export function slicesHydrated(): Promise<void> {
  return whenDone;
}

type PauseProps = { gate: Gate | undefined; ids: [string, number]; children: ReactNode };

/**
 * Suspends until its slice's gate opens. A class, so that it can reach the vnode it renders as
 * (Preact's `__v`) and put its slice's id counter there (`__m`, which Preact's useId looks for up
 * the tree): Suspense renders its children again from a copy of their vnode, so the counter cannot
 * be set once on the element.
 */
class Pause extends Component<PauseProps> {
  override render() {
    const { gate, ids, children } = this.props;
    if (gate && !gate.open) throw gate.promise;
    (this as unknown as { __v: { __m?: [string, number] } }).__v.__m = ids;
    return children;
  }
}

/** A part of the page hydrated in a task of its own (above). */
export function HydrationSlice({ children }: { children: ReactNode }) {
  // Held here rather than in Pause: a component that suspends before it ever committed loses its hooks.
  const [sliceGate] = useState(() => (hydrating ? gate() : undefined));
  // Preact numbers useId's ids in the order components first render, counting from the root, and
  // slices render out of order while hydrating: ids inside a slice count from the slice's own id
  // instead (Pause), so the browser makes the same ids as the server drew (a label's `for`, a
  // field's `aria-describedby`).
  const id = useId();
  const [ids] = useState<[string, number]>(() => [id, 0]);
  return (
    <Suspense fallback={null}>
      <Pause gate={sliceGate} ids={ids}>
        {children}
      </Pause>
    </Suspense>
  );
}
